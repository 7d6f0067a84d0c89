/**
 * The debug comparison's extra (`/basket/compare_debug`): the cheapest price of every item across
 * branches, mixed: `basketComparisonDebug` for the legacy cart that holds the signed-in shopper's
 * basket (the basket's `cartId`), asked afresh on arrival.
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { usePosition } from '../../core/position';
import { BasketComparisonDebugDocument } from './BasketComparisonDebug.generated';
import { useCart } from './cart-store';

export function CompareDebugSection({
  names,
  money,
}: {
  names: ReadonlyMap<string, string>;
  money: (cents: number) => string;
}) {
  const cart = useCart();
  const position = usePosition();
  const cartId = cart.serverCartId;
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
