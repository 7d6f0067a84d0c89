/**
 * An order's money: the lines its total adds up to (subtotal, discount, delivery, bags), then
 * what paid it by source (wallet credit, the way to pay) and what is still owed, or, when a
 * change lowered a paid order, what comes back, where and when. Every figure is the order's own.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type {
  DispatchMethod,
  OrderPaymentSource,
  OrderStatus,
  PaymentProvider,
} from '../../generated/types';
import { PROVIDER_LABEL } from '../../core/payment-messages';

export interface OrderTotalsOrder {
  status: OrderStatus;
  dispatchMethod: DispatchMethod;
  subtotalInCents: number;
  discountCode?: string | null;
  discountInCents: number;
  shippingPriceInCents: number;
  requiresBags: boolean;
  bagQuantity: number;
  bagTotalInCents: number;
  creditInCents: number;
  totalInCents: number;
  payableBalanceInCents: number;
  paymentProvider?: PaymentProvider | null;
  payments: {
    source: OrderPaymentSource;
    provider?: PaymentProvider | null;
    amountInCents: number;
  }[];
}

/** Orders that take no more money and give back through their refund. */
const CLOSED: OrderStatus[] = ['CANCELLED', 'ABANDONED'];

export function OrderTotals({
  order,
  money,
}: {
  order: OrderTotalsOrder;
  money: (cents: number) => string;
}) {
  const { t, i18n } = useLingui();
  const paidHeading = useId();
  const open = !CLOSED.includes(order.status);
  const dueBack = open && order.payableBalanceInCents < 0 ? -order.payableBalanceInCents : 0;
  const dueBackAmount = money(dueBack);
  return (
    <>
      <dl className="totals" aria-label={t`Totals`}>
        <div>
          <dt>
            <Trans>Subtotal</Trans>
          </dt>
          <dd>{money(order.subtotalInCents)}</dd>
        </div>
        {order.discountInCents > 0 && (
          <div>
            <dt>
              <Trans>Discount ({order.discountCode ?? ''})</Trans>
            </dt>
            <dd>-{money(order.discountInCents)}</dd>
          </div>
        )}
        {order.dispatchMethod === 'DELIVER' && (
          <div>
            <dt>
              <Trans>Delivery</Trans>
            </dt>
            <dd>{money(order.shippingPriceInCents)}</dd>
          </div>
        )}
        {order.requiresBags && (
          <div>
            <dt>
              <Trans>Plastic bags ({order.bagQuantity})</Trans>
            </dt>
            <dd>{money(order.bagTotalInCents)}</dd>
          </div>
        )}
        <div className="total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(order.totalInCents)}</dd>
        </div>
      </dl>
      {(order.payments.length > 0 || open) && (
        <section className="order-paid">
          {/* Nothing paid yet: "Payment" above what is still to pay, never "Paid". */}
          <h3 id={paidHeading}>
            {order.payments.length > 0 ? <Trans>Paid</Trans> : <Trans>Payment</Trans>}
          </h3>
          <dl className="totals" aria-labelledby={paidHeading}>
            {order.payments.map((payment) => (
              <div key={`${payment.source}-${payment.provider ?? ''}`}>
                <dt>
                  {payment.source === 'WALLET' ? (
                    <Trans>Wallet credit</Trans>
                  ) : payment.provider ? (
                    i18n._(PROVIDER_LABEL[payment.provider])
                  ) : (
                    <Trans>Payment</Trans>
                  )}
                </dt>
                <dd>{money(payment.amountInCents)}</dd>
              </div>
            ))}
            {/* A cancelled or timed-out order owes nothing: never "Still to pay" there. */}
            {open &&
              (dueBack > 0 ? (
                <div className="total">
                  <dt>
                    <Trans>Due back to you</Trans>
                  </dt>
                  <dd>{dueBackAmount}</dd>
                </div>
              ) : (
                <div className="total">
                  <dt>
                    <Trans>Still to pay</Trans>
                  </dt>
                  <dd data-testid="payable-balance">
                    {money(Math.max(0, order.payableBalanceInCents))}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      )}
      {dueBack > 0 && (
        <p className="notice" data-testid="due-back">
          {order.dispatchMethod === 'DELIVER' ? (
            <Trans>{dueBackAmount} goes to your wallet when the order is delivered.</Trans>
          ) : (
            <Trans>{dueBackAmount} goes to your wallet when the order is collected.</Trans>
          )}
        </p>
      )}
    </>
  );
}
