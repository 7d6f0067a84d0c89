/**
 * `/orders/{id}/again`: Buy again as a page, for a shopper without the scripts (the order page's
 * Buy again leads here then; with them it puts the items in the basket at once, buy-again.ts).
 * It lists what goes into the basket, at today's prices, names what the branch no longer sells,
 * says when the basket is replaced, and puts them in with one form (`POST /basket`): each line's
 * quantity is the sum with what the basket holds, so a form sent twice adds once. Hydrated, the
 * form runs the browser's Buy again instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import { useAppConfig } from '../../core/config/app-config';
import { useSelectedBranch } from '../../core/selected-supplier';
import { formatMoney } from '../../lib/money';
import { formatStored, lineTotalInCents } from '../../lib/quantity';
import { requestFailure } from '../../lib/request-failure';
import { serverName } from '../../lib/server-text';
import { BasketLinesForm } from '../basket/BasketLinesForm';
import { lineQuantity, useCartRead } from '../basket/cart-store';
import { rulesOf } from '../offers/offer-model';
import { useBuyAgain } from './buy-again';
import type { BuyAgainLoaderData } from './buy-again-loader';
import { buyAgainLines, replacesBasket, type BuyAgainOrder } from './buy-again-lines';
import { OrderMissing } from './OrderMissing';
import './orders.css';

export function BuyAgainPage() {
  const { queryRef } = useLoaderData<BuyAgainLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const order = data?.viewer?.order;
  if (!order) return <OrderMissing error={error} onRetry={() => void refetch()} />;
  return <BuyAgain order={order} />;
}

function BuyAgain({ order }: { order: BuyAgainOrder }) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const chosen = useSelectedBranch();
  const { cart } = useCartRead();
  const buyAgain = useBuyAgain();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const offers = new Map(order.offers.map((offer) => [offer.id, offer]));
  const replacing = replacesBasket(order, cart, config.mode === 'AGENCY', chosen?.id);
  // An empty basket is "replaced" too: the form then chooses the order's branch, as the
  // browser's Buy again does.
  const asWhole = replacing || cart.items.length === 0;
  const lines = buyAgainLines(order, asWhole ? null : cart);
  const missing = order.buyAgain.unavailable.map((item) => item.name).join(', ');
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const { reference, supplierName: branch } = order;
  const again = () => {
    setBusy(true);
    setMessage(null);
    // The page says when the basket is replaced: its button is the shopper's answer.
    buyAgain(order.id, { replaceSaid: replacing })
      .catch((caught: unknown) => setMessage(requestFailure(i18n, caught, 'other')))
      .finally(() => setBusy(false));
  };

  return (
    <article className="buy-again" aria-labelledby="buy-again-heading">
      <h2 id="buy-again-heading">
        <Trans>
          Order {reference} from {branch}, as sold there today
        </Trans>
      </h2>
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      {missing && <p className="notice">{t`No longer available: ${missing}`}</p>}
      {order.buyAgain.lines.length === 0 ? (
        <p className="empty">
          <Trans>Nothing in this order is sold there now.</Trans>
        </p>
      ) : (
        <ul className="buy-again-lines" aria-label={t`Items to buy again`}>
          {order.buyAgain.lines.map((line) => {
            const offer = offers.get(line.offerId);
            if (!offer) return null;
            const rules = rulesOf(offer);
            // What the basket holds of it already: the form adds to it, so a second visit says so.
            const heldNow = asWhole ? 0 : lineQuantity(cart, line.offerId);
            const held = formatStored(heldNow, rules, i18n.locale);
            return (
              <li key={line.offerId} className="buy-again-line">
                <span>
                  {serverName(i18n, offer.name)}
                  {heldNow > 0 && (
                    <span className="muted buy-again-held">
                      <Trans>{held} in your basket already</Trans>
                    </span>
                  )}
                </span>
                <span className="muted">{formatStored(line.quantity, rules, i18n.locale)}</span>
                <span>{money(lineTotalInCents(offer.priceInCents, line.quantity, rules))}</span>
              </li>
            );
          })}
        </ul>
      )}
      {replacing && (
        <p>
          <Trans>Buying this order again replaces the items in your basket.</Trans>
        </p>
      )}
      <div className="checkout-actions">
        {lines.length > 0 && (
          <BasketLinesForm
            lines={lines}
            returnTo="/basket"
            replace={asWhole}
            branch={asWhole ? order.supplierId : undefined}
            onHydratedSubmit={again}
          >
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {replacing ? <Trans>Replace basket</Trans> : <Trans>Put them in my basket</Trans>}
            </button>
          </BasketLinesForm>
        )}
        <Link className="button is-secondary" to={`/orders/${order.id}`}>
          <Trans>Back to order {reference}</Trans>
        </Link>
      </div>
    </article>
  );
}
