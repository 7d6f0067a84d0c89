/**
 * A product (`/product/:id`): image with enlarge, a description, brand, pack and unit, and its
 * offers: the chosen branch's as cards, or in market mode every branch's price in a compact list
 * (cheapest first).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { hasErrorCode } from '../../apollo/error-codes';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { isDataFree } from '../../core/config/data-free';
import type { ProductLoaderData } from './loaders';
import { NotFound } from '../../core/not-found';
import { usePageTitle } from '../../core/page-title';
import { serverWord } from '../../lib/server-text';
import { Empty, ErrorNotice } from '../../ui/states';
import { OfferList } from '../offers/OfferList';
import { BranchPrices } from './BranchPrices';
import { ProductDescription } from './ProductDescription';
import { useSelectedSupplier } from '../../core/selected-supplier';

export function ProductPage({ allSuppliers = false }: { allSuppliers?: boolean }) {
  const { i18n, t } = useLingui();
  const supplier = useSelectedSupplier();
  const supplierId = allSuppliers ? undefined : supplier?.id;
  const [enlarged, setEnlarged] = useState(false);
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<ProductLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const product = data?.product;
  usePageTitle(product?.name);

  // A malformed id (`/product/abc`) is refused as input: no such product, not a failure to retry.
  if (error && !product && !hasErrorCode(error, 'BAD_USER_INPUT'))
    return <ErrorNotice error={error} onRetry={() => void refetch()} />;
  if (!product) {
    return (
      <NotFound>
        <Trans>This product was not found.</Trans>
      </NotFound>
    );
  }

  const large = product.sellables[0]?.largeImageUrl;
  const canEnlarge = !isDataFree() && !!large;
  const offers = [...product.offers].sort((a, b) => a.priceInCents - b.priceInCents);
  const details: Array<[string, string]> = [
    [t`Brand`, product.brands.map((brand) => brand.name).join(', ')],
    [t`Pack`, product.packs.map((pack) => serverWord(i18n, pack.name)).join(', ')],
    [t`Unit`, product.units.map((unit) => serverWord(i18n, unit.name)).join(', ')],
  ];

  return (
    <article className="product">
      <div className={`product-image${enlarged ? ' is-enlarged' : ''}`}>
        <img
          src={enlarged && large ? large : product.imageUrl}
          alt={product.name}
          width={enlarged ? 480 : 200}
          height={enlarged ? 480 : 200}
          // The first screen's largest picture: fetched before the scripts and styles after it.
          fetchPriority="high"
        />
        {canEnlarge && (
          // The script's: without one the picture is shown as it is (`needs-script`).
          <button
            type="button"
            className="link-button needs-script"
            aria-pressed={enlarged}
            onClick={() => setEnlarged((value) => !value)}
          >
            {enlarged ? <Trans>Smaller image</Trans> : <Trans>Enlarge image</Trans>}
          </button>
        )}
      </div>
      <ProductDescription product={product} />
      <dl className="product-details">
        {details
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h2>
        {allSuppliers || !supplierId ? (
          <Trans>Prices at every branch</Trans>
        ) : (
          <Trans>Buy it here</Trans>
        )}
      </h2>
      {allSuppliers || !supplierId ? (
        offers.length > 0 ? (
          <BranchPrices offers={offers} productName={product.name} />
        ) : (
          <Empty>
            <Trans>No branch sells this product at the moment.</Trans>
          </Empty>
        )
      ) : (
        <OfferList
          offers={offers}
          loading={false}
          listName="Product"
          label={t`Offers for ${product.name}`}
          linkToProduct={false}
          empty={<Trans>This branch does not sell this product at the moment.</Trans>}
        />
      )}
      {!allSuppliers && supplierId && (
        <p>
          <Link to={`/product/${product.id}/offers`}>
            <Trans>Compare prices at other branches</Trans>
          </Link>
        </p>
      )}
    </article>
  );
}

export function ProductOffersPage() {
  return <ProductPage allSuppliers />;
}
