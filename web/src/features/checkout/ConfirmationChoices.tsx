/**
 * The confirmation's own choices: plastic bags, the discount code and the wallet credit. One form
 * (`POST /checkout/confirmation`, docs/adr/0073): without the scripts, Apply, Remove and the
 * "Update" buttons (shown only then) post every choice on it, and the gateway keeps them in the
 * `sf_checkout` cookie that the server's page, its totals and "Place order" read. Once hydrated,
 * each control changes the checkout at once and the form is never posted.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { MAX_BAGS } from '../../core/checkout-cookie';
import { updateCheckout, type CheckoutState } from '../../core/checkout-store';
import { DiscountCode, type DiscountRefusal } from './DiscountCode';

/** Where the form posts without the scripts. */
export const CONFIRMATION_CHOICES_ACTION = '/checkout/confirmation';

/** A number of bags an order takes: at least one, at most `MAX_BAGS`. */
function bagsOf(count: number): number {
  return Math.min(MAX_BAGS, Math.max(1, Math.floor(count) || 1));
}

/** Shown only without the scripts: with them, each choice is made as it changes. */
function UpdateButton({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className="button is-secondary">
        {children}
      </button>
    </noscript>
  );
}

export function ConfirmationChoices({
  checkout,
  bagsOffered,
  bagPrice,
  codesEnabled,
  refusal,
  checkingCode,
  savingInCents,
  credit,
  creditUsed,
  money,
}: {
  checkout: CheckoutState;
  bagsOffered: boolean;
  bagPrice: number;
  codesEnabled: boolean;
  refusal: DiscountRefusal | null;
  checkingCode: boolean;
  savingInCents: number;
  /** The wallet credit usable on this order, as text, and the wallet's (null: no credit). */
  credit: { usable: string; wallet: string } | null;
  /** The credit is spent on this order (chosen, or by the legacy rule). */
  creditUsed: boolean;
  money: (cents: number) => string;
}) {
  const bagsBox = useRef<HTMLInputElement>(null);
  const bagCount = useRef<HTMLInputElement>(null);
  const creditBox = useRef<HTMLInputElement>(null);
  // Ticked or typed on the server's page before the scripts ran: React kept it on screen but
  // never saw it change (and the next render would undo it), so it is taken up now.
  useEffect(() => {
    const bags = bagsBox.current?.checked;
    const count = Number(bagCount.current?.value);
    const useCredit = creditBox.current?.checked;
    updateCheckout((state) => {
      let next = state;
      if (bags !== undefined && bags !== state.requiresBags)
        next = { ...next, requiresBags: bags, bagQuantity: bags ? bagsOf(state.bagQuantity) : 0 };
      if (bags && bagCount.current && bagsOf(count) !== next.bagQuantity)
        next = { ...next, bagQuantity: bagsOf(count) };
      if (useCredit !== undefined && useCredit !== creditUsed) next = { ...next, useCredit };
      return next;
    });
    // Once, at hydration: afterwards every change goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!bagsOffered && !codesEnabled && !credit) return null;
  const usableCredit = credit?.usable;
  const walletCredit = credit?.wallet;
  return (
    <form
      className="confirmation-choices"
      method="post"
      action={CONFIRMATION_CHOICES_ACTION}
      // Hydrated, the controls have made their change already: nothing to post.
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      {bagsOffered && (
        <section className="checkout-section">
          <input type="hidden" name="has" value="bags" />
          <label className="choice">
            <input
              ref={bagsBox}
              type="checkbox"
              name="bags"
              value="1"
              checked={checkout.requiresBags}
              onChange={(event) => {
                const on = event.target.checked;
                updateCheckout((state) => ({
                  ...state,
                  requiresBags: on,
                  bagQuantity: on ? bagsOf(state.bagQuantity) : 0,
                }));
              }}
            />
            <span>
              <Trans>Add plastic bags ({money(bagPrice)} each)</Trans>
            </span>
          </label>
          {checkout.requiresBags && (
            <div className="field-inline">
              <label htmlFor="bag-quantity">
                <Trans>Number of bags</Trans>
              </label>
              <input
                ref={bagCount}
                id="bag-quantity"
                name="bagQuantity"
                className="input input-short"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_BAGS}
                value={checkout.bagQuantity}
                onChange={(event) => {
                  const count = bagsOf(Number(event.target.value));
                  updateCheckout((state) => ({ ...state, bagQuantity: count }));
                }}
              />
            </div>
          )}
          <UpdateButton>
            <Trans>Update bags</Trans>
          </UpdateButton>
        </section>
      )}

      {codesEnabled && (
        <DiscountCode
          applied={checkout.discountCode}
          refusal={refusal}
          checking={checkingCode}
          savingInCents={savingInCents}
          money={money}
        />
      )}

      {credit && (
        <section className="checkout-section" aria-labelledby="credit-heading">
          <input type="hidden" name="has" value="credit" />
          <h3 id="credit-heading">
            <Trans>Wallet credit</Trans>
          </h3>
          <label className="choice">
            <input
              ref={creditBox}
              type="checkbox"
              name="useCredit"
              value="1"
              checked={creditUsed}
              onChange={(event) => {
                const use = event.target.checked;
                updateCheckout((state) => ({ ...state, useCredit: use }));
              }}
            />
            <span>
              <Trans>
                Use {usableCredit} of your {walletCredit} wallet credit
              </Trans>
            </span>
          </label>
          <UpdateButton>
            <Trans>Update wallet credit</Trans>
          </UpdateButton>
        </section>
      )}
    </form>
  );
}
