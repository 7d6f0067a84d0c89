/**
 * Confirmation (`/checkout/confirmation`): the items (out-of-stock ones dropped before the
 * check), plastic bags at the server's price, the discount code, the payment method, the totals
 * from `validateCart`, every validation message the legacy client showed, and "Place order". What it does is
 * useConfirmationModel's; this screen renders it.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PaymentProvider } from '../../generated/types';
import { useEarlyRadio } from '../../ui/use-early-radio';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { PaymentChoice } from '../payments/PaymentChoice';
import { updateCheckout } from '../../core/checkout-store';
import { CheckoutTotals } from './CheckoutTotals';
import { ConfirmationChoices } from './ConfirmationChoices';
import { useConfirmationModel } from './useConfirmationModel';
import { BasketSummaryList } from './BasketSummaryList';
import { ChosenSlotCheck, useChosenSlotText } from './ChosenSlotCheck';
import { basketHasStokvel } from './stokvel';
import { PLACE_ORDER_FORM, PlaceOrderForm } from './PlaceOrderForm';

export function ConfirmationPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const model = useConfirmationModel();
  const slotText = useChosenSlotText(
    model.state === 'ready' ? basketHasStokvel({ items: model.inStock }) : false,
  );
  // A way to pay tapped on the server's page before the scripts ran.
  const payments = useRef<HTMLFieldSetElement>(null);
  useEarlyRadio(
    payments,
    'payment',
    model.state === 'ready' ? model.checkout.paymentProvider : null,
    (value) => updateCheckout((state) => ({ ...state, paymentProvider: value as PaymentProvider })),
  );
  if (model.state === 'loading') return <ListSkeleton rows={4} />;
  if (model.state === 'failed') return <ErrorNotice onRetry={model.retry} />;
  const {
    money,
    checkout,
    supplierName,
    clientConfig,
    checkoutConfig,
    inStock,
    outOfStockCount,
    hasItems,
    validation,
    check,
    credit,
    subtotal,
    split,
    usableCredit,
    walletCredit,
    choices,
    bagPrice,
    refusal,
    codeAnswered,
    notices,
    allProblems,
    placing,
    place,
    itemsAsShown,
    checkAgain,
  } = model;

  return (
    <div className="checkout-page">
      {/* The slot chosen, maybe on an earlier visit, is still offered; else choose again. */}
      <ChosenSlotCheck stokvel={basketHasStokvel({ items: inStock })} />
      <section className="checkout-section" aria-labelledby="items-heading">
        <h2 id="items-heading">
          <Trans>Items</Trans>
        </h2>
        {outOfStockCount > 0 && (
          <section className="notice is-error" role="alert" aria-labelledby="gone-heading">
            <h3 id="gone-heading">
              {inStock.length === 0 ? (
                <Trans>All these items are out of stock</Trans>
              ) : (
                <Trans>Some items have gone out of stock</Trans>
              )}
            </h3>
            <p>
              <Plural
                value={outOfStockCount}
                one="# item is out of stock"
                other="# items are out of stock"
              />
              {'. '}
              <Trans>Press OK to check and replace them.</Trans>
            </p>
            <button
              type="button"
              className="button"
              onClick={() => void navigate('/basket', { state: { justChecked: true } })}
            >
              <Trans>OK</Trans>
            </button>
          </section>
        )}
        <BasketSummaryList lines={inStock} money={money} label={t`Items to order`} />
        <p className="muted">
          {checkout.dispatch === 'DELIVER'
            ? t`Delivery to ${checkout.address?.formatted ?? ''}`
            : t`Collect at ${supplierName}`}
          {slotText ? ` · ${slotText}` : ''}{' '}
          <Link to="/checkout/dispatch">
            <Trans>Change</Trans>
          </Link>
        </p>
      </section>

      <ConfirmationChoices
        checkout={checkout}
        bagsOffered={clientConfig.bags}
        bagPrice={bagPrice}
        codesEnabled={checkoutConfig.discountCodesEnabled}
        refusal={refusal}
        checkingCode={!!checkout.discountCode && !codeAnswered && check === 'checking'}
        savingInCents={validation?.discountInCents ?? 0}
        credit={credit > 0 ? { usable: usableCredit, wallet: walletCredit } : null}
        creditUsed={split.creditCheckout}
        money={money}
      />

      <section className="checkout-section">
        {split.creditOnly ? (
          <p className="notice is-success" data-testid="credit-only">
            {/* What the wallet pays, never its balance as if it were the payment. */}
            <Trans>
              Paid from your wallet: {money(split.creditAppliedInCents)} of your {walletCredit}{' '}
              balance ({money(credit - split.creditAppliedInCents)} stays in it).
            </Trans>
          </p>
        ) : (
          <fieldset className="choice-group" ref={payments}>
            <legend>
              <Trans>Payment method</Trans>
            </legend>
            {choices.map((provider) => (
              <PaymentChoice
                key={provider}
                form={PLACE_ORDER_FORM}
                name="payment"
                provider={provider}
                checked={checkout.paymentProvider === provider}
                onChoose={() =>
                  updateCheckout((state) => ({ ...state, paymentProvider: provider }))
                }
              />
            ))}
          </fieldset>
        )}
      </section>

      {/* The summary: beside the choices on a desktop, under them on a phone. */}
      <div className="page-aside">
        <CheckoutTotals
          check={check}
          subtotalInCents={subtotal}
          discountInCents={validation?.discountInCents ?? 0}
          deliveryInCents={
            checkout.dispatch === 'DELIVER' && hasItems
              ? (validation?.shippingCostInCents ?? 0)
              : null
          }
          bagsInCents={
            checkout.requiresBags
              ? (validation?.bagTotalInCents ?? bagPrice * checkout.bagQuantity)
              : null
          }
          creditAppliedInCents={split.creditAppliedInCents}
          toPayInCents={split.toPayInCents}
          money={money}
        />
        {check === 'failed' && (
          <p className="totals-retry">
            <button type="button" className="button is-secondary" onClick={checkAgain}>
              <Trans>Check again</Trans>
            </button>
          </p>
        )}

        {notices.map((text) => (
          <p key={text} className="notice">
            {text}
          </p>
        ))}
        {allProblems.length > 0 && (
          <ul className="notice is-error problem-list" role="alert" aria-label={t`Problems`}>
            {allProblems.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
        <PlaceOrderForm
          itemsAsShown={itemsAsShown}
          useCredit={split.creditCheckout}
          onSubmit={() => void place()}
        >
          <button
            type="submit"
            className="button is-primary-wide"
            // The shopper places the order once its total shows.
            disabled={placing || check === 'checking'}
            aria-busy={placing || check === 'checking' || undefined}
          >
            {placing ? <Trans>Placing order…</Trans> : <Trans>Place order</Trans>}
          </button>
        </PlaceOrderForm>
      </div>
    </div>
  );
}
