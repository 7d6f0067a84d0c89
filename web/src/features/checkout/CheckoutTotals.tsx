/**
 * The confirmation's totals. The subtotal and the bags are the basket's own figures; the
 * discount, the delivery fee, the wallet credit and the total come from the shop's check of the
 * basket. Until that check answers, or when it could not be had, those figures are shown as not
 * known, never as a figure made up from nothing ("Delivery R 0.00", a total without delivery).
 */
import { Trans, useLingui } from '@lingui/react/macro';

/** Where the shop's check of the basket stands for what the page shows now. */
export type CheckState = 'checking' | 'checked' | 'failed';

export interface CheckoutTotalsProps {
  check: CheckState;
  subtotalInCents: number;
  discountInCents: number;
  /** Null when the order is collected: there is no delivery line. */
  deliveryInCents: number | null;
  /** Null without bags. */
  bagsInCents: number | null;
  creditAppliedInCents: number;
  toPayInCents: number;
  money: (cents: number) => string;
}

export function CheckoutTotals(props: CheckoutTotalsProps) {
  const { t } = useLingui();
  const { check, money } = props;
  const checked = check === 'checked';
  /** A figure that only the check can give. */
  const checkedFigure = (cents: number, sign = '') => {
    if (checked) return `${sign}${money(cents)}`;
    if (check === 'failed')
      return (
        <span className="muted">
          <Trans>Not known yet</Trans>
        </span>
      );
    return (
      <>
        <span className="figure-pending" aria-hidden="true" />
        <span className="visually-hidden">
          <Trans>Working out…</Trans>
        </span>
      </>
    );
  };

  return (
    <dl className="totals" aria-label={t`Totals`} aria-busy={check === 'checking' || undefined}>
      <div>
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{money(props.subtotalInCents)}</dd>
      </div>
      {checked && props.discountInCents > 0 && (
        <div>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd>-{money(props.discountInCents)}</dd>
        </div>
      )}
      {props.deliveryInCents !== null && (
        <div>
          <dt>
            <Trans>Delivery</Trans>
          </dt>
          <dd>{checkedFigure(props.deliveryInCents)}</dd>
        </div>
      )}
      {props.bagsInCents !== null && (
        <div>
          <dt>
            <Trans>Plastic bags</Trans>
          </dt>
          <dd>{money(props.bagsInCents)}</dd>
        </div>
      )}
      {props.creditAppliedInCents > 0 && (
        <div>
          <dt>
            <Trans>Wallet credit</Trans>
          </dt>
          <dd>{checkedFigure(props.creditAppliedInCents, '-')}</dd>
        </div>
      )}
      <div className="total">
        <dt>{props.creditAppliedInCents > 0 ? <Trans>To pay</Trans> : <Trans>Total</Trans>}</dt>
        <dd data-testid="checkout-total">{checkedFigure(props.toPayInCents)}</dd>
      </div>
    </dl>
  );
}
