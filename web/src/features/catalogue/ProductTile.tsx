/** A product in a category: image, name and "from" price; opens the product page. */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import type { ProductTile_ProductFragment } from './ProductTile_product.generated';
import { formatMoney } from '../../lib/money';

export function ProductTile({ product }: { product: ProductTile_ProductFragment }) {
  const { currencySymbol } = useAppConfig();
  const price = product.fromPriceInCents;
  return (
    <li className="product-tile">
      <Link to={`/product/${product.id}`}>
        <img src={product.imageUrl} alt="" width="96" height="96" loading="lazy" />
        <span className="product-tile-name">{product.name}</span>
        <span className="product-tile-price">
          {price == null ? (
            <Trans>Not available</Trans>
          ) : (
            <Trans>from {formatMoney(price, currencySymbol)}</Trans>
          )}
        </span>
      </Link>
    </li>
  );
}
