/**
 * What paying an order does (`/checkout/payment`, `/orders/{id}/pay`): the payment choices the
 * order's delivery option allows, the method chosen at confirmation kept unless the shopper asks
 * for another, and the payment itself: offline (EFT, cash, debtor card), a redirect gateway, or a
 * card form's one-time token. Registering a transaction and charging a card each use an
 * idempotency key kept in `orders-v1`, so a double tap or a retry never starts or charges twice.
 * The screen (PayOrder.tsx) renders what this returns.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import type { PaymentProvider } from '../../generated/types';
import { trackPurchase } from '../../lib/analytics';
import { formatMoney } from '../../lib/money';
import { requestFailure } from '../../lib/request-failure';
import { refreshAccountMoney } from '../account/session';
import { paymentChoices } from '../../core/payment-choices';
import type { OrderDetail_OrderFragment } from '../orders/OrderDetail_order.generated';
import { OrderResolvePaymentPendingDocument } from '../orders/OrderResolvePaymentPending.generated';
import { endAttempt, paymentAttempt, saveAttempt } from '../../core/orders-store';
import { newIdempotencyKey } from '../../lib/idempotency';
import { intentKeys } from '../../core/intent-keys';
import { PROVIDER_LABEL, failureMessage, isRedirect } from '../../core/payment-messages';
import { PaymentOfflineDocument } from './PaymentOffline.generated';
import { PaymentRegisterTransactionDocument } from './PaymentRegisterTransaction.generated';
import { PaymentSetupDocument } from './PaymentSetup.generated';
import type { PaymentTransaction_TransactionFragment } from './PaymentTransaction_transaction.generated';
import { PaymentWithCardDocument } from './PaymentWithCard.generated';

export function usePayOrderModel(
  order: OrderDetail_OrderFragment,
  /** Reads the order again (its balance moved under a payment attempt). */
  reloadOrder: () => Promise<unknown>,
) {
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  const setup = useQuery(PaymentSetupDocument, {
    variables: { supplierId: order.supplierId },
  });
  const [register] = useMutation(PaymentRegisterTransactionDocument);
  const [payWithCard] = useMutation(PaymentWithCardDocument);
  const [payOffline] = useMutation(PaymentOfflineDocument);
  const client = useApolloClient();
  const [resolvePending] = useMutation(OrderResolvePaymentPendingDocument);
  const returned = (location.state as { paymentError?: string } | null)?.paymentError;
  const [error, setError] = useState<string | null>(
    returned ? i18n._(failureMessage(returned)) : null,
  );
  const [provider, setProvider] = useState<PaymentProvider | null>(order.paymentProvider);
  /** The shopper asked to pay another way than the one chosen at confirmation. */
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [cardTx, setCardTx] = useState<PaymentTransaction_TransactionFragment | null>(null);
  /** An earlier payment is still open: the shopper checks it (the resolve call) before paying. */
  const [inProgress, setInProgress] = useState(returned === 'PAYMENT_IN_PROGRESS');
  const [checked, setChecked] = useState(false);

  const payable = order.payableBalanceInCents;
  const offlineChosen =
    (order.paymentProvider === 'OFFLINE_EFT' || order.paymentProvider === 'CASH') &&
    order.status !== 'PENDING_PAYMENT' &&
    order.status !== 'PAYMENT_PROCESSING';

  // Only what the order's delivery option takes (a PICUP order cannot switch to cash), and the
  // debtor card only with an accepted card at the branch: the checkout's own rule.
  const choices = paymentChoices({
    dispatch: order.dispatchMethod,
    shippingProvider: order.shippingProvider ?? 'COLLECT',
    clientProviders: setup.data?.clientConfig.paymentProviders ?? [],
    shipping: setup.data?.clientConfig.shipping ?? [],
    checkoutProviders: [],
    debtorCards: setup.data?.viewer?.debtorCards ?? [],
    supplierId: order.supplierId,
  });

  // Chosen once, at confirmation: asked again only when the shopper wants another method, the
  // order has none yet, or the chosen one is not offered for this order any more.
  const chosen = order.paymentProvider;
  const keptMethod =
    !changing && chosen && provider === chosen && !(setup.data && !choices.includes(chosen))
      ? chosen
      : null;
  const keptLabel = keptMethod ? i18n._(PROVIDER_LABEL[keptMethod]) : '';

  /** The attempt went through: earlier messages go. */
  const settle = () => {
    setError(null);
    setChecked(false);
  };
  const fail = (message: string) => {
    setError(message);
    setChecked(false);
  };

  // Messages stay up while a call runs and change only with its answer: removing them at the
  // tap moved the buttons up, and the second tap of a double tap landed on another payment
  // method (tests/e2e/pay-robustness.spec.ts).
  const run = async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } catch (caught) {
      fail(requestFailure(i18n, caught, 'payment'));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** Registers (or, on retry, gets back) this attempt's transaction. */
  const transactionFor = async (chosen: PaymentProvider) => {
    let attempt = paymentAttempt(order.id);
    if (!attempt || attempt.provider !== chosen) {
      attempt = {
        orderId: order.id,
        provider: chosen,
        registerKey: newIdempotencyKey(),
        transactionId: null,
        payRequestId: null,
        cardKey: null,
      };
      saveAttempt(attempt);
    }
    const response = await register({
      variables: {
        input: {
          idempotencyKey: attempt.registerKey,
          orderId: order.id,
          provider: chosen,
          returnUrl: isRedirect(chosen)
            ? `${window.location.origin}/orders/${order.id}/pay/return`
            : undefined,
        },
      },
    });
    const payload = response.data?.registerTransaction;
    if (!payload) throw new Error('No answer');
    const tx = payload.transaction;
    if (!tx || payload.errors.length > 0) {
      endAttempt(order.id);
      const reason = payload.errors[0]?.reason;
      setInProgress(reason === 'PAYMENT_IN_PROGRESS');
      fail(i18n._(failureMessage(reason)));
      return null;
    }
    const payRequestId = tx.providerData.find((d) => d.key === 'pay_request_id')?.value ?? null;
    saveAttempt({ ...attempt, transactionId: tx.id, payRequestId });
    return tx;
  };

  const pay = () =>
    run(async () => {
      if (!provider) {
        fail(t`A payment method is required`);
        return;
      }
      if (provider === 'OFFLINE_EFT' || provider === 'CASH' || provider === 'DEBTORCARD') {
        const response = await intentKeys.send(
          `pay-offline:${order.id}`,
          provider,
          (idempotencyKey) =>
            payOffline({ variables: { input: { orderId: order.id, provider, idempotencyKey } } }),
        );
        const payload = response.data?.payOrderOffline;
        if (!payload?.order) {
          fail(payload?.errors[0]?.message ?? t`Payment failed, try again`);
          return;
        }
        settle();
        refreshAccountMoney(client);
        trackPurchase(order.id, [], order.totalInCents, order.shippingPriceInCents);
        if (provider === 'DEBTORCARD') navigate(`/orders/${order.id}`, { replace: true });
        return;
      }
      const tx = await transactionFor(provider);
      if (!tx) return;
      settle();
      if (isRedirect(provider) && tx.redirectUrl) {
        window.location.assign(tx.redirectUrl);
        return;
      }
      setCardTx(tx);
    });

  const checkPayment = () =>
    run(async () => {
      await intentKeys.send(`resolve-payment:${order.id}`, null, (idempotencyKey) =>
        resolvePending({ variables: { input: { orderId: order.id, idempotencyKey } } }),
      );
      // Paid now: the page says so. Otherwise the shopper may pay again (and is told if the
      // earlier payment is still open).
      setError(null);
      setInProgress(false);
      setChecked(true);
    });

  const onToken = (token: string) =>
    run(async () => {
      const attempt = paymentAttempt(order.id);
      if (!cardTx || !attempt) return;
      const cardKey = attempt.cardKey ?? newIdempotencyKey();
      if (!attempt.cardKey) saveAttempt({ ...attempt, cardKey });
      const response = await payWithCard({
        variables: {
          input: { orderId: order.id, transactionId: cardTx.id, token, idempotencyKey: cardKey },
        },
      });
      const payload = response.data?.payWithCard;
      if (!payload) throw new Error('No answer');
      endAttempt(order.id);
      setCardTx(null);
      if (payload.errors.length > 0 || payload.transaction?.status !== 'SUCCESSFUL') {
        const reason = payload.errors[0]?.reason ?? payload.transaction?.status;
        setInProgress(reason === 'PAYMENT_IN_PROGRESS');
        fail(i18n._(failureMessage(reason)));
        // The balance moved under this attempt: show (and offer to pay) the one owed now.
        if (reason === 'AMOUNT_ERROR') await reloadOrder();
        return;
      }
      settle();
      trackPurchase(order.id, [], order.totalInCents, order.shippingPriceInCents);
      navigate(`/orders/${order.id}`, { replace: true });
    });

  return {
    money,
    payable,
    offlineChosen,
    error,
    inProgress,
    checked,
    busy,
    cardTx,
    closeCardForm: () => setCardTx(null),
    choices,
    provider,
    setProvider,
    keptMethod,
    keptLabel,
    changeMethod: () => setChanging(true),
    pay,
    checkPayment,
    onToken,
  };
}
