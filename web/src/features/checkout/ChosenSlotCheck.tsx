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
import { formatSlotStart } from '../../lib/dates';
import { CheckoutTimeslotsDocument } from './CheckoutTimeslots.generated';
import { timeslotQuery } from './checkout-queries';

/** Drops the chosen slot when `offered` (the branch's slots now, once read) no longer holds it. */
export function useChosenSlotCheck(offered: readonly OfferedSlot[] | undefined): void {
  const timeslot = useCheckout().timeslot;
  useEffect(() => {
    if (offered && timeslot) updateCheckout((state) => withSlotsOffered(state, offered));
  }, [offered, timeslot]);
}

/** On the confirmation: reads the slots offered now; a lost slot goes back to choosing one. */
export function ChosenSlotCheck({ stokvel }: { stokvel: boolean }) {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const query = timeslotQuery(checkout, stokvel);
  const slots = useQuery(CheckoutTimeslotsDocument, {
    variables: query.variables,
    skip: query.skip || !checkout.timeslot,
  });
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
