/**
 * The short lines of a stock-short order with Accept and Remove on each, where the shopper first
 * sees the order (its page, the open-orders prompt): the branch carries on once every line is
 * decided, without going through "Update order".
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverName } from '../../lib/server-text';
import { formatOrderQuantity } from './order-quantity';
import { OrderDetailDocument } from './OrderDetail.generated';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { useStockShortChoices } from './useStockShortChoices';

export function StockShortChoices({ order }: { order: OrderDetail_OrderFragment }) {
  const { t, i18n } = useLingui();
  const { lines, choices, busy, problem, choose, retry } = useStockShortChoices(order);
  if (order.status !== 'STOCK_SHORT' || lines.length === 0) return null;
  return (
    <section className="notice stock-short-choices" aria-labelledby={`short-${order.id}`}>
      <h3 id={`short-${order.id}`}>
        <Trans>Some items are short</Trans>
      </h3>
      <p>
        <Trans>
          Keep what the branch has or remove the item: the branch carries on once each is decided.
        </Trans>
      </p>
      <ul className="order-items" aria-label={t`Short items`}>
        {lines.map((line) => {
          const name = serverName(i18n, line.name);
          const chosen = choices[line.id];
          const quantity = (value: number) => formatOrderQuantity(value, line, i18n.locale);
          return (
            <li key={line.id} className="order-item" aria-label={name}>
              <span className="order-item-main">
                <span>{name}</span>
                <span className="muted">
                  <Trans>
                    Ordered {quantity(line.quantityOrdered)}, the branch has{' '}
                    {quantity(line.quantity)}
                  </Trans>
                </span>
              </span>
              <span className="edit-buttons">
                {line.quantity > 0 && (
                  <button
                    type="button"
                    className="button is-small"
                    aria-pressed={chosen === 'ACCEPT'}
                    disabled={busy}
                    onClick={() => void choose(line.id, 'ACCEPT')}
                  >
                    <Trans>Accept {quantity(line.quantity)}</Trans>
                  </button>
                )}
                <button
                  type="button"
                  className="button is-small is-secondary"
                  aria-pressed={chosen === 'REMOVE'}
                  disabled={busy}
                  onClick={() => void choose(line.id, 'REMOVE')}
                >
                  <Trans>Remove</Trans>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p role="alert">
          {problem}{' '}
          <button type="button" className="link-button" disabled={busy} onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </section>
  );
}

/** The same, in the open-orders prompt: the order's lines are read first. */
export function StockShortChoicesFor({ orderId }: { orderId: string }) {
  const { data } = useQuery(OrderDetailDocument, { variables: { id: orderId } });
  const order = data?.viewer?.order;
  return order ? <StockShortChoices order={order} /> : null;
}
