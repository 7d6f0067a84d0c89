/**
 * A product in a category: image and name (they open the product page), then the offer the card
 * stands for (the cheapest the shopper can buy now): its pack, the branch it is priced at, its
 * price, and an Add that takes one tap for a whole item. An offer out of stock says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { serverWord } from '../../lib/server-text';
import { AddToBasketButton } from '../offers/AddToBasketButton';
import { Price } from '../offers/Price';
import type { ProductTile_ProductFragment } from './ProductTile_product.generated';
import { tilePicture, type TilePriority } from './tile-picture';

export function ProductTile({
  id,
  product,
  priority,
}: {
  /** The tile's element id, for an address to lead to it (`/category/1?shown=40#product-21`). */
  id?: string;
  product: ProductTile_ProductFragment;
  /** Where the tile stands on the first screen (tile-picture.ts); later tiles load lazily. */
  priority?: TilePriority;
}) {
  const { i18n } = useLingui();
  const offer = product.cheapestOffer;
  return (
    <li id={id} className="product-tile">
      <Link to={`/product/${product.id}`} className="product-tile-link">
        <img src={product.imageUrl} alt="" width="96" height="96" {...tilePicture(priority)} />
        <span className="product-tile-name">{product.name}</span>
      </Link>
      {offer ? (
        <div className="product-tile-offer">
          <p className="product-tile-pack">
            {[offer.sellable.brand?.name, serverWord(i18n, offer.sellable.pack)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="product-tile-branch">{offer.supplier.name}</p>
          {/* The card stands for an offer in stock when there is one: this one is not, anywhere. */}
          {offer.outOfStock && (
            <p className="product-tile-stock">
              <span className="label is-error">
                <Trans>Out of stock</Trans>
              </span>
            </p>
          )}
          <div className="product-tile-buy">
            <Price offer={offer} />
            <AddToBasketButton offer={offer} listName="Category" oneTap />
          </div>
        </div>
      ) : (
        <p className="product-tile-price">
          <Trans>Not available</Trans>
        </p>
      )}
    </li>
  );
}
