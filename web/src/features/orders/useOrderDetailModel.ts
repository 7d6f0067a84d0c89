/**
 * What the order page does (`/orders/{id}`): the thank-you shown once after placing, the
 * timed-out prompt, the slot in the shopper's language, and the actions: cancel (with what goes
 * back where), check a pending payment, start editing, buy again. Each change runs once per
 * shopper action (intent keys, ADR 0018); money the wallet got after a cancel has the account read
 * afresh. The screen (OrderDetailPage.tsx) renders what this returns.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useAppConfig } from '../../core/config/app-config';
import { formatSlotDate, formatTimeRange } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { requestFailure } from '../../lib/request-failure';
import { useConfirm } from '../../ui/confirm';
import { useSuccessAlert } from '../../ui/SuccessAlert';
import { refreshAccountMoney } from '../account/session';
import { updateCheckout, useCheckout } from '../../core/checkout-store';
import { useDispatchName } from '../../core/dispatch-name';
import { MINIMUM_ORDER_IN_CENTS } from '../../core/minimum-order';
import { intentKeys } from '../../core/intent-keys';
import { selectSupplier } from '../../core/selected-supplier';
import { useBuyAgain } from './buy-again';
import { OrderCancelDocument } from './OrderCancel.generated';
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';
import { cancelQuestion } from './cancel-question';
import { lateMoneyInCents } from './late-money';
import { orderErrorText } from './order-error-text';
import { OrderResolvePaymentPendingDocument } from './OrderResolvePaymentPending.generated';
import { hasSeen, startEditing, useOrdersState } from '../../core/orders-store';
import { placedThisVisit } from '../../core/placed-this-visit';

export function useOrderDetailModel(order: OrderDetail_OrderFragment) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const confirm = useConfirm();
  const checkout = useCheckout();
  const ordersState = useOrdersState();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const [cancel, cancelling] = useMutation(OrderCancelDocument);
  const client = useApolloClient();
  const [resolve, resolving] = useMutation(OrderResolvePaymentPendingDocument);
  const [message, setMessage] = useState<string | null>(null);
  const cancelled = useSuccessAlert();
  const [reviewing, setReviewing] = useState(false);
  const buyAgain = useBuyAgain();
  const [buyingAgain, setBuyingAgain] = useState(false);
  const editing = ordersState.editing?.orderId === order.id;
  // The thank-you shows once, when the shopper first lands here after placing the order, in the
  // visit they placed it in: opened first days later (the bank details read, the browser closed)
  // it would thank for nothing they just did.
  const outroDue =
    checkout.showOutro &&
    checkout.orderId === order.id &&
    placedThisVisit(order.id) &&
    checkout.outroShownFor !== order.id &&
    order.status !== 'ABANDONED' &&
    order.status !== 'CANCELLED';
  // Money the legacy API put in the wallet on its own after the cancel (a late EFT): the account
  // afresh, so the wallet under the totals and in the menu holds it (the gateway read it anew).
  const lateMoney = lateMoneyInCents(order);
  useEffect(() => {
    if (lateMoney > 0) refreshAccountMoney(client);
  }, [client, order.id, lateMoney]);
  const [showOutro, setShowOutro] = useState(false);
  useEffect(() => {
    if (!outroDue) return;
    setShowOutro(true);
    updateCheckout((state) => ({ ...state, outroShownFor: order.id }));
  }, [outroDue, order.id]);
  const timedOut = order.status === 'ABANDONED' && !hasSeen(order.id, order.status);
  // The legacy API's own words ("Collect", "Tue 24 Nov 2026, 09:00") are English: say them here.
  const dispatchName = useDispatchName(order.dispatchMethod);
  // The whole slot (day month year, start and end) in the shopper's language; the legacy text
  // when no date.
  const slot = order.collectionStartsAt
    ? `${formatSlotDate(order.collectionStartsAt.slice(0, 10), i18n.locale)}, ${formatTimeRange(
        order.collectionStartsAt,
        order.collectionEndsAt ?? null,
        i18n.locale,
      )}`
    : order.formattedCollectionDate;

  const doCancel = async () => {
    const ok = await confirm({
      title: t`Cancel order?`,
      message: cancelQuestion(i18n, order, money),
      okLabel: t`Cancel order`,
      cancelLabel: t`Keep order`,
    });
    if (!ok) return;
    try {
      const result = await intentKeys.send(`cancel-order:${order.id}`, null, (idempotencyKey) =>
        cancel({ variables: { input: { orderId: order.id, idempotencyKey } } }),
      );
      const errors = result.data?.cancelOrder.errors ?? [];
      if (errors.length)
        setMessage(orderErrorText(i18n, errors[0]!, money(MINIMUM_ORDER_IN_CENTS)));
      else {
        setMessage(null);
        refreshAccountMoney(client);
        cancelled.show(t`Order cancelled`);
      }
    } catch (caught) {
      setMessage(requestFailure(i18n, caught, 'change'));
    }
  };

  const checkPayment = async () => {
    try {
      await intentKeys.send(`resolve-payment:${order.id}`, null, (idempotencyKey) =>
        resolve({ variables: { input: { orderId: order.id, idempotencyKey } } }),
      );
    } catch (caught) {
      setMessage(requestFailure(i18n, caught, 'other'));
    }
  };

  const edit = () => {
    // The catalogue shows the order's branch: what the shopper adds is sold there.
    selectSupplier({ id: order.supplierId, name: order.supplierName });
    startEditing(order.id);
  };

  const closeOutro = () => {
    setShowOutro(false);
    updateCheckout((state) => ({ ...state, showOutro: false, orderId: null }));
  };
  const buyAgainNow = () => {
    setBuyingAgain(true);
    setMessage(null);
    buyAgain(order.id)
      .catch((caught: unknown) => setMessage(requestFailure(i18n, caught, 'other')))
      .finally(() => setBuyingAgain(false));
  };

  return {
    money,
    message,
    cancelled,
    cancelling: cancelling.loading,
    resolving: resolving.loading,
    reviewing,
    setReviewing,
    buyingAgain,
    buyAgainNow,
    editing,
    showOutro,
    closeOutro,
    timedOut,
    dispatchName,
    slot,
    doCancel,
    checkPayment,
    edit,
  };
}
