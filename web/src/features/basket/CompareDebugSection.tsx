/**
 * The debug comparison's extra (`/basket/compare_debug`): the cheapest price of every item across
 * branches, mixed. The basket is saved first (`syncBasket`), then `basketComparisonDebug` asked
 * for the saved cart, through the cache (keyed by the cart it compares).
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePosition } from '../../core/position';
import { BasketComparisonDebugDocument } from './BasketComparisonDebug.generated';
import { useCart } from './cart-store';
import { useBasketSync } from './useBasketSync';

export function CompareDebugSection({
  names,
  money,
}: {
  names: ReadonlyMap<string, string>;
  money: (cents: number) => string;
}) {
  const sync = useBasketSync();
  const cart = useCart();
  const position = usePosition();
  const [cartId, setCartId] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void sync().then((id) => {
      if (!cancelled) setCartId(id);
    });
    return () => {
      cancelled = true;
    };
    // Saved again whenever the basket's lines change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.items]);
  const { data } = useQuery(BasketComparisonDebugDocument, {
    variables: {
      cartId: cartId ?? '',
      location: position ? { latitude: position.lat, longitude: position.lon } : null,
    },
    skip: !cartId || !position,
    fetchPolicy: 'network-only',
  });
  const debug = data?.basketComparisonDebug;
  if (!debug) return null;
  return (
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
          {debug.cheapestBasket.items.map((item) => (
            <tr key={item.sellableId}>
              <td>{names.get(item.sellableId) ?? item.sellableId}</td>
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
            <td colSpan={2}>{money(debug.cheapestBasket.totalInCents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
