/**
 * The slot chosen earlier, checked against the slots the branch offers now: a choice is kept on
 * the device (checkout-v1, so it is still there after the browser was closed) and may be days
 * old. A slot that passed or filled up meanwhile is dropped, the confirmation sends the shopper
 * back to the dispatch step, and that step says which slot was lost until they choose another.
 */
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  updateCheckout,
  useCheckout,
  withSlotsOffered,
  type OfferedSlot,
} from '../../core/checkout-store';
import { formatSlotDay, formatSlotStart, formatTimeRange } from '../../lib/dates';
import { CheckoutTimeslotsDocument } from './CheckoutTimeslots.generated';
import { timeslotQuery } from './checkout-queries';

/** Drops the chosen slot when `offered` (the branch's slots now, once read) no longer holds it. */
export function useChosenSlotCheck(offered: readonly OfferedSlot[] | undefined): void {
  const timeslot = useCheckout().timeslot;
  useEffect(() => {
    if (offered && timeslot) updateCheckout((state) => withSlotsOffered(state, offered));
  }, [offered, timeslot]);
}

/** The slots offered now for the checkout's choices, once a slot is chosen. */
function useOfferedSlots(stokvel: boolean) {
  const checkout = useCheckout();
  const query = timeslotQuery(checkout, stokvel);
  return useQuery(CheckoutTimeslotsDocument, {
    variables: query.variables,
    skip: query.skip || !checkout.timeslot,
  });
}

/**
 * The chosen slot in words, as the grid says it ("Today, 10:00–12:00"), from the slots offered
 * (their home); before they are read, its start. Words kept on the device when it was chosen
 * would be a copy, and go stale: "Today" the next morning, or another language.
 */
export function useChosenSlotText(stokvel: boolean): string | null {
  const { i18n } = useLingui();
  const checkout = useCheckout();
  const slot = useOfferedSlots(stokvel).data?.timeslots.find(
    (candidate) => candidate.value === checkout.timeslot,
  );
  if (slot)
    return `${formatSlotDay(slot.day, i18n.locale)}, ${formatTimeRange(slot.startsAt, slot.endsAt, i18n.locale)}`;
  return formatSlotStart(checkout.timeslot, i18n.locale);
}

/** On the confirmation: reads the slots offered now; a lost slot goes back to choosing one. */
export function ChosenSlotCheck({ stokvel }: { stokvel: boolean }) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const slots = useOfferedSlots(stokvel);
  useChosenSlotCheck(slots.data?.timeslots);
  const lost = !!checkout.lostSlot && !checkout.timeslot;
  useEffect(() => {
    if (lost) void navigate('/checkout/dispatch', { replace: true });
  }, [lost, navigate]);
  return null;
}

/** The dispatch step's word about a slot chosen earlier that is gone. */
export function LostSlotNotice() {
  const { i18n, t } = useLingui();
  const lost = useCheckout().lostSlot;
  if (!lost) return null;
  const slot = formatSlotStart(lost.value, i18n.locale) ?? lost.value;
  return (
    <p className="notice is-error" role="alert">
      {lost.passed
        ? t`The time slot you chose (${slot}) has passed. Choose another.`
        : t`The time slot you chose (${slot}) is no longer available. Choose another.`}
    </p>
  );
}
