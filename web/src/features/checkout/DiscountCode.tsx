/**
 * The discount code at the confirmation: apply a code, read why one is refused ("Spend R 300.00
 * to use BRAAI50", expired, already used, unknown), see an applied code's saving and remove it.
 * Clearing the field removes the code, so a refused code can never block the order unseen.
 *
 * It sits in the confirmation's form (ConfirmationChoices): without the scripts Apply posts the
 * code and Remove asks for it to go (`intent=removeCode`); hydrated, both act at once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { DiscountCodeProblem } from '../../generated/types';
import { updateCheckout } from '../../core/checkout-store';
import { discountCodeFrom } from '../../core/checkout-cookie';

export interface DiscountRefusal {
  code?: string | null;
  problem: DiscountCodeProblem;
  minimumOrderInCents?: number | null;
}

/** Why a code is refused, as the shopper reads it. */
export function discountRefusal(
  i18n: I18n,
  refusal: DiscountRefusal,
  entered: string,
  money: (cents: number) => string,
): string {
  const code = refusal.code || entered.toUpperCase();
  switch (refusal.problem) {
    case 'MINIMUM_NOT_MET': {
      const minimum = money(refusal.minimumOrderInCents ?? 0);
      return i18n._(msg`Spend ${minimum} to use ${code}`);
    }
    case 'EXPIRED':
      return i18n._(msg`The discount code ${code} has expired`);
    case 'ALREADY_USED':
      return i18n._(msg`You have already used ${code}`);
    default:
      return i18n._(msg`${code} is not a valid discount code`);
  }
}

export function DiscountCode({
  applied,
  refusal,
  checking,
  savingInCents,
  money,
}: {
  /** The code the checkout holds ('' for none). */
  applied: string;
  refusal: DiscountRefusal | null;
  /** The applied code has not been answered yet (its check is under way). */
  checking: boolean;
  savingInCents: number;
  money: (cents: number) => string;
}) {
  const { t, i18n } = useLingui();
  const [input, setInput] = useState(applied);
  /** What was typed last cannot be a code (letters and digits): said at the field, not applied. */
  const [malformed, setMalformed] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Typed into the server's page before the scripts ran: React kept the code on screen but never
  // saw it change, so Apply would send the code the page was rendered with. Taken as typed now.
  useEffect(() => {
    const early = field.current?.value ?? '';
    if (early !== applied) setInput(early);
    // Once, at hydration: afterwards every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setCode = (code: string) => updateCheckout((state) => ({ ...state, discountCode: code }));
  // Hydrated, the buttons act here and the form is not posted.
  const apply = (event: MouseEvent) => {
    event.preventDefault();
    // Read as the form without scripts reads it (POST /checkout/confirmation).
    const code = discountCodeFrom(input);
    setMalformed(code === null);
    if (code === null) return;
    setInput(code);
    setCode(code);
  };
  const remove = (event: MouseEvent) => {
    event.preventDefault();
    setInput('');
    setMalformed(false);
    setCode('');
  };
  const removeButton = (
    <button type="submit" name="intent" value="removeCode" className="link-button" onClick={remove}>
      {t`Remove`}
    </button>
  );
  const saving = money(savingInCents);
  const shownCode = applied.toUpperCase();

  return (
    <section className="checkout-section">
      <label htmlFor="discount-code" className="field-label">
        <Trans>Discount code</Trans>
      </label>
      <div className="field-inline">
        <input
          ref={field}
          id="discount-code"
          name="discountCode"
          className="input"
          autoCapitalize="characters"
          value={input}
          aria-invalid={malformed || refusal ? true : undefined}
          aria-describedby={malformed || refusal ? 'discount-error' : undefined}
          onChange={(event) => {
            setInput(event.target.value);
            setMalformed(false);
            // An emptied field means no code: it must not keep blocking the order.
            if (event.target.value.trim() === '') setCode('');
          }}
        />
        <button type="submit" className="button is-secondary" onClick={apply}>
          <Trans>Apply</Trans>
        </button>
      </div>
      {malformed && (
        <p id="discount-error" className="field-error" role="alert">
          {t`A discount code is letters and digits only, at most 32. Check the code and try again.`}
        </p>
      )}
      {!malformed && refusal && applied && (
        <p id="discount-error" className="field-error" role="alert">
          {discountRefusal(i18n, refusal, applied, money)} {removeButton}
        </p>
      )}
      {checking && (
        <p className="discount-checking" role="status">
          <Trans>Checking {shownCode}…</Trans>
        </p>
      )}
      {!refusal && !checking && applied && savingInCents > 0 && (
        <p className="discount-applied" role="status">
          <Trans>
            {shownCode} applied. You save {saving}.
          </Trans>{' '}
          {removeButton}
        </p>
      )}
    </section>
  );
}
