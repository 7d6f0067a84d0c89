/** The coloured status pill of an order. */
import { useLingui } from '@lingui/react/macro';
import type { OrderStatus, StatusPillColour } from '../../generated/types';
import { pillOf } from './order-view';

export function StatusPill({
  status,
  colour,
  payableBalanceInCents,
}: {
  status: OrderStatus;
  colour?: StatusPillColour;
  /** Money still owed: an accepted order that owes some says "Awaiting payment". */
  payableBalanceInCents?: number;
}) {
  const { i18n } = useLingui();
  const pill = pillOf(status, colour, payableBalanceInCents);
  return (
    <span className={pill.className} data-colour={pill.colour}>
      {i18n._(pill.label)}
    </span>
  );
}
