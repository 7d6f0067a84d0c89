/**
 * Paying an order (`/checkout/payment`, `/orders/{id}/pay`): redirect gateways (PayGate,
 * Shop2Shop, MoyaPay) through the provider's page and back; card payments (Yoco) with the
 * provider's card form producing a one-time token; offline EFT with the supplier's bank details;
 * cash; the debtor card. What it does is usePayOrderModel's; this screen renders it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import type { OrderDetail_OrderFragment } from '../orders/OrderDetail_order.generated';
import { ErrorNotice } from '../../ui/states';
import { awaitsPayment, pollInterval } from '../orders/order-view';
import { useOrderPolling } from '../orders/useOrderPolling';
import type { PayOrderLoaderData } from './loaders';
import { CardForm } from './CardForm';
import { PROVIDER_LABEL } from '../../core/payment-messages';
import { PaymentChoice } from './PaymentChoice';
import { usePayOrderModel } from './usePayOrderModel';
import '../../ui/money-screens.css';
import './payments.css';
import { EftPaymentCard } from '../orders/EftPaymentCard';

/** The order to pay, its query started by the route's loader (loaders.ts). */
export function PayOrder({ queryRef }: { queryRef: NonNullable<PayOrderLoaderData['queryRef']> }) {
  const { data, refetch } = usePreloadedQuery(queryRef);
  const order = data?.viewer?.order;
  useOrderPolling(pollInterval(order?.status), refetch);
  if (!order) return <ErrorNotice onRetry={() => void refetch()} />;
  return <PayOrderBody order={order} reloadOrder={refetch} />;
}

function PayOrderBody({
  order,
  reloadOrder,
}: {
  order: OrderDetail_OrderFragment;
  /** Reads the order again (its balance moved under a payment attempt). */
  reloadOrder: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const {
    money,
    payable,
    offlineChosen,
    error,
    inProgress,
    checked,
    busy,
    cardTx,
    closeCardForm,
    choices,
    provider,
    setProvider,
    keptMethod,
    keptLabel,
    changeMethod,
    pay,
    checkPayment,
    onToken,
  } = usePayOrderModel(order, reloadOrder);

  if (!awaitsPayment(order) && !offlineChosen) {
    return (
      <div className="pay-page">
        <p className="notice is-success" role="status">
          {payable <= 0 ? (
            <Trans>Order {order.reference} is paid.</Trans>
          ) : (
            <Trans>Order {order.reference} cannot be paid now.</Trans>
          )}
        </p>
        <Link className="button" to={`/orders/${order.id}`}>
          <Trans>View order</Trans>
        </Link>
      </div>
    );
  }

  if (offlineChosen && payable > 0) {
    return (
      <div className="pay-page">
        <h2>
          <Trans>Order {order.reference}</Trans>
        </h2>
        {order.paymentProvider === 'OFFLINE_EFT' ? (
          <EftPaymentCard order={order} />
        ) : (
          <p className="notice">
            {order.dispatchMethod === 'DELIVER' ? (
              <Trans>Pay {money(payable)} in cash when you receive the order.</Trans>
            ) : (
              <Trans>Pay {money(payable)} in cash when you collect the order.</Trans>
            )}
          </p>
        )}
        <Link className="button" to={`/orders/${order.id}`}>
          <Trans>View order</Trans>
        </Link>
      </div>
    );
  }

  return (
    <div className="pay-page">
      <h2>
        <Trans>
          Pay {money(payable)} for order {order.reference}
        </Trans>
      </h2>
      {error && (
        <p className="notice is-error" role="alert">
          {error}
        </p>
      )}
      {inProgress && (
        <button
          type="button"
          className="button is-secondary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void checkPayment()}
        >
          <Trans>Check payment</Trans>
        </button>
      )}
      {checked && (
        <p className="notice" role="status">
          <Trans>
            Payment checked: this order is not paid yet. A payment still open at the provider must
            be finished or cancelled there before you can pay another way.
          </Trans>
        </p>
      )}
      {cardTx ? (
        <CardForm transaction={cardTx} busy={busy} onToken={onToken} onCancel={closeCardForm} />
      ) : (
        <>
          {!keptMethod ? (
            <fieldset className="choice-group">
              <legend>
                <Trans>Payment method</Trans>
              </legend>
              {choices.map((choice) => (
                <PaymentChoice
                  key={choice}
                  name="pay-provider"
                  provider={choice}
                  checked={provider === choice}
                  onChoose={() => setProvider(choice)}
                />
              ))}
            </fieldset>
          ) : (
            <p className="pay-method">
              <span>
                <Trans>Paying with {keptLabel}</Trans>
              </span>
              <button type="button" className="link-button" onClick={changeMethod}>
                <Trans>Use another method</Trans>
              </button>
            </p>
          )}
          <div className="checkout-actions">
            <button
              type="button"
              className="button is-primary-wide"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => void pay()}
            >
              {provider ? (
                <Trans>
                  Pay {money(payable)} with {i18n._(PROVIDER_LABEL[provider])}
                </Trans>
              ) : (
                <Trans>Pay {money(payable)}</Trans>
              )}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
