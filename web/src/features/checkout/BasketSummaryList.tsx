/** The basket's lines as the checkout sums them up: name (in the shopper's language), amount, total. */
import { useLingui } from '@lingui/react/macro';
import { formatStored } from '../../lib/quantity';
import { serverName } from '../../lib/server-text';
import type { BasketLineView } from '../basket/basket-view';

export function BasketSummaryList({
  lines,
  money,
  label,
}: {
  /** Lines whose offer is known (offer and rules set). */
  lines: BasketLineView[];
  money: (cents: number) => string;
  label?: string;
}) {
  const { i18n } = useLingui();
  return (
    <ul className="summary-list" aria-label={label}>
      {lines.map((line) => (
        <li key={line.offerId}>
          <span>
            {serverName(i18n, line.offer!.name)}
            <span className="muted">
              {' '}
              × {formatStored(line.quantity, line.rules!, i18n.locale)}
            </span>
          </span>
          <span>{money(line.totalInCents)}</span>
        </li>
      ))}
    </ul>
  );
}
