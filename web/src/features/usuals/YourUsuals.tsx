/**
 * "Your usuals" on a signed-in shopper's home: the products they buy most often (usuals.ts, from
 * their latest orders), as the branch they shop at now sells them, each with a one-tap Add (the
 * shop's own Add button: into the basket, or into the order being updated). A product the branch
 * does not sell is left out. Bounded: one legacy call reads the latest `ORDERS_READ` orders with
 * their lines, and one call each reads at most `USUALS_SHOWN` products at the branch.
 */
import { skipToken, useSuspenseQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { serverName } from '../../lib/server-text';
import { useAccount } from '../account/account-store';
import { AddToBasketButton } from '../offers/AddToBasketButton';
import type { Offer } from '../offers/offer-model';
import { Price } from '../offers/Price';
import { UsualOfferDocument } from './UsualOffer.generated';
import { ORDERS_READ, USUALS_SHOWN, usualsFrom } from './usuals';
import { YourUsualsDocument } from './YourUsuals.generated';
import './usuals.css';

/**
 * The section, in a Suspense boundary of its own: the home loader starts its answers (on the
 * server it waits for them, usuals-loader.ts), and in the browser the rest of the page does not
 * wait for them.
 */
export function YourUsuals() {
  return (
    <Suspense fallback={null}>
      <Usuals />
    </Suspense>
  );
}

function Usuals() {
  const { t } = useLingui();
  const signedIn = !!useAccount();
  const supplierId = useSelectedSupplier()?.id ?? null;
  const { data } = useSuspenseQuery(
    YourUsualsDocument,
    signedIn && supplierId
      ? { variables: { perPage: ORDERS_READ }, errorPolicy: 'all' }
      : skipToken,
  );
  const [notSold, setNotSold] = useState<ReadonlySet<string>>(new Set());
  const gone = useCallback(
    (sellableId: string) =>
      setNotSold((known) => (known.has(sellableId) ? known : new Set(known).add(sellableId))),
    [],
  );
  const orders = signedIn ? (data?.viewer?.orders?.orders ?? []) : [];
  const usuals = usualsFrom(orders, USUALS_SHOWN);
  if (!supplierId || usuals.every((usual) => notSold.has(usual.sellableId))) return null;
  return (
    <section className="usuals" aria-labelledby="usuals-heading">
      <h2 id="usuals-heading">
        <Trans>Your usuals</Trans>
      </h2>
      <ul className="usual-list" aria-label={t`Your usuals`}>
        {usuals.map((usual) => (
          <UsualItem
            key={`${usual.sellableId}@${supplierId}`}
            sellableId={usual.sellableId}
            supplierId={supplierId}
            onNotSold={gone}
          />
        ))}
      </ul>
    </section>
  );
}

function UsualItem({
  sellableId,
  supplierId,
  onNotSold,
}: {
  sellableId: string;
  supplierId: string;
  onNotSold: (sellableId: string) => void;
}) {
  const { data, error } = useSuspenseQuery(UsualOfferDocument, {
    variables: { sellableId, supplierId },
    errorPolicy: 'all',
  });
  const offer: Offer | undefined = data?.sellableOffers[0];
  const notSold = !error && !!data && !offer;
  useEffect(() => {
    if (notSold) onNotSold(sellableId);
  }, [notSold, onNotSold, sellableId]);
  return offer ? <UsualCard offer={offer} /> : null;
}

function UsualCard({ offer }: { offer: Offer }) {
  const { i18n } = useLingui();
  const name = serverName(i18n, offer.name);
  const productPath = offer.sellable.productId ? `/product/${offer.sellable.productId}` : null;
  return (
    <li className="usual-card">
      <img src={offer.sellable.imageUrl} alt="" width="64" height="64" loading="lazy" />
      <div className="usual-body">
        <h3 className="usual-name">{productPath ? <Link to={productPath}>{name}</Link> : name}</h3>
        <Price offer={offer} />
      </div>
      <AddToBasketButton offer={offer} listName="Your usuals" oneTap />
    </li>
  );
}
