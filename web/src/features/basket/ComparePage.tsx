/**
 * Best-basket comparison (`/basket/compare`, signed in: the route guard sends visitors to sign
 * in): the basket is saved on the server and every branch's subtotal, shipping and total, the
 * cheapest basket, each one's variance against it and the items over the unit-price threshold
 * show, as a table and a bar chart, with one action to shop at the chosen branch (the basket then
 * holds that branch's offers; the items it does not sell are named in a confirm step first, as
 * they leave the basket). `/basket/compare_debug` adds the cheapest-per-item basket.
 *
 * Round trips: `syncAndCompareBasket` saves and compares in one call, with the "much dearer"
 * threshold the screen explains. Only the debug screen, whose cheapest-per-item basket only
 * `basketComparisonDebug` gives, saves with `syncBasket` and then asks for it.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../app/config/app-config';
import {
  BasketComparisonDebugDocument,
  type BasketComparisonDebugQuery,
} from './BasketComparisonDebug.generated';
import { SuppliersNearDocument } from '../suppliers/SuppliersNear.generated';
import { SyncAndCompareBasketDocument } from './SyncAndCompareBasket.generated';
import type { CompareBasket_BasketFragment } from './CompareBasket_basket.generated';
import { formatMoney } from '../../lib/money';
import { lineTotalInCents, quantityRules } from '../../lib/quantity';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { resetAccount } from '../account/account-store';
import { toCartOffer } from '../offers/offer-model';
import { getPosition, usePosition } from '../suppliers/position';
import { selectSupplier } from '../suppliers/selected-supplier';
import { clearCart, getCart, setLine, setServerCartId, useCart } from './cart-store';
import { buildComparison, type ComparisonRow } from './comparison';
import { CheapestSummary, ComparisonChart, ComparisonTableRow } from './ComparisonParts';
import { linesMissingAt, useConfirmShopHere } from './shop-here';
import { cartLines, useBasketSync } from './useBasketSync';

interface Compared {
  baskets: CompareBasket_BasketFragment[];
  unitPriceThresholdPercent: number;
  debug: BasketComparisonDebugQuery['basketComparisonDebug'] | null;
}

function unauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
  );
}

export function ComparePage({ debug = false }: { debug?: boolean }) {
  const { t } = useLingui();
  const config = useAppConfig();
  const navigate = useNavigate();
  const client = useApolloClient();
  const cart = useCart();
  const sync = useBasketSync();
  const confirmShopHere = useConfirmShopHere();
  const [compared, setCompared] = useState<Compared | null>(null);
  const [failed, setFailed] = useState(false);
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const itemCount = cart.items.length;

  useEffect(() => {
    if (itemCount === 0) return;
    let cancelled = false;
    const compare = async (): Promise<Compared | null> => {
      const position = await getPosition();
      const location = { latitude: position.lat, longitude: position.lon };
      const current = getCart();
      if (!debug) {
        // One round trip: save the basket and compare it.
        const { data } = await client.mutate({
          mutation: SyncAndCompareBasketDocument,
          variables: {
            input: {
              cartId: current.serverCartId ?? undefined,
              items: cartLines(current),
              location,
            },
          },
        });
        const payload = data?.syncAndCompareBasket;
        if (!payload) return null;
        if (payload.cart) setServerCartId(payload.cart.id);
        return {
          baskets: payload.baskets,
          unitPriceThresholdPercent: payload.unitPriceThresholdPercent,
          debug: null,
        };
      }
      const cartId = await sync();
      if (!cartId) return null;
      const { data } = await client.query({
        query: BasketComparisonDebugDocument,
        variables: { cartId, location },
        fetchPolicy: 'network-only',
      });
      if (!data) return null;
      const result = data.basketComparisonDebug;
      return { baskets: result.baskets, unitPriceThresholdPercent: 0, debug: result };
    };
    compare()
      .then((result) => {
        if (cancelled) return;
        // No answer means the gateway no longer knows the session: sign in again, then back here.
        if (result) setCompared(result);
        else resetAccount();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (unauthenticated(error)) resetAccount();
        else setFailed(true);
      });
    return () => {
      cancelled = true;
    };
    // Compare once per visit, with the basket as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debug, itemCount]);

  const baskets = compared?.baskets;
  // Closed notices from the nearby branch list (one call, usually cached by the branch dialog)
  // rather than one branch lookup per compared basket.
  const position = usePosition();
  const nearby = useQuery(SuppliersNearDocument, {
    variables: { lat: position?.lat ?? 0, lon: position?.lon ?? 0 },
    skip: !position,
  });
  const closedText = useMemo(
    () =>
      new Map((nearby.data?.suppliersNear ?? []).map((branch) => [branch.id, branch.closedText])),
    [nearby.data],
  );
  const view = useMemo(
    () =>
      buildComparison(
        (baskets ?? []).map((basket) => ({
          ...basket,
          supplier: { ...basket.supplier, closedText: closedText.get(basket.supplier.id) ?? null },
        })),
        cart.items.map((line) => ({
          supplierId: line.offer.supplierId,
          supplierName: line.offer.supplierName,
          totalInCents: lineTotalInCents(
            line.offer.priceInCents,
            line.qty,
            quantityRules(line.offer),
          ),
        })),
      ),
    [baskets, cart.items, closedText],
  );

  if (itemCount === 0) {
    return (
      <Empty>
        <Trans>Your basket is empty.</Trans>
      </Empty>
    );
  }
  if (failed) return <ErrorNotice onRetry={() => window.location.reload()} />;
  if (!compared || !baskets) return <ListSkeleton rows={5} />;
  if (view.rows.length === 0) {
    return (
      <Empty>
        <Trans>No branch near you stocks these items.</Trans>
      </Empty>
    );
  }

  const shopAt = async (row: ComparisonRow) => {
    const basket = baskets.find((item) => item.supplier.id === row.supplierId);
    if (!basket) return;
    // The lines this branch does not sell leave the basket: the shopper agrees first.
    const missing = linesMissingAt(getCart().items, basket.items);
    if (!(await confirmShopHere(row.supplierName, missing))) return;
    clearCart();
    basket.items.forEach((item) => {
      if (item.offer) setLine(toCartOffer(item.offer), item.quantity);
    });
    selectSupplier({ id: row.supplierId, name: row.supplierName });
    navigate('/basket');
  };

  const cheapest = view.cheapest;

  return (
    <>
      {cheapest && (
        <CheapestSummary
          cheapest={cheapest}
          current={view.current}
          saving={view.saving}
          money={money}
          onShop={() => void shopAt(cheapest)}
        />
      )}

      <ComparisonChart rows={view.chartRows} money={money} />

      <table className="compare-table">
        <caption>
          <Trans>Your basket at each branch</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Branch</Trans>
            </th>
            <th scope="col">
              <Trans>Subtotal</Trans>
            </th>
            <th scope="col">
              <Trans>Shipping</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <Trans>vs cheapest</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">{t`Action`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <ComparisonTableRow
              key={row.supplierId}
              row={row}
              money={money}
              onShop={() => void shopAt(row)}
            />
          ))}
        </tbody>
      </table>
      {!debug && (
        <p className="muted">
          <Trans>
            "Much dearer" means more than {compared.unitPriceThresholdPercent}% above the cheapest
            branch's price for that item.
          </Trans>
        </p>
      )}

      {compared.debug && (
        <section aria-labelledby="debug-heading">
          <h2 id="debug-heading">
            <Trans>Cheapest price of each item, mixed across branches</Trans>
          </h2>
          <table className="compare-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Item</Trans>
                </th>
                <th scope="col">
                  <Trans>Quantity</Trans>
                </th>
                <th scope="col">
                  <Trans>Price</Trans>
                </th>
                <th scope="col">
                  <Trans>Branch</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {compared.debug.cheapestBasket.items.map((item) => (
                <tr key={item.sellableId}>
                  <td>
                    {cart.items.find((line) => line.offer.sellableId === item.sellableId)?.offer
                      .name ?? item.sellableId}
                  </td>
                  <td>{item.quantity}</td>
                  <td>{money(item.priceInCents)}</td>
                  <td>{item.supplier.name}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  <Trans>Total</Trans>
                </th>
                <td colSpan={2}>{money(compared.debug.cheapestBasket.totalInCents)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </>
  );
}

export function CompareDebugPage() {
  return <ComparePage debug />;
}
