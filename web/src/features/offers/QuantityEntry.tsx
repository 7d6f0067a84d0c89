/**
 * Quick quantity entry under the stepper: one-tap weights (250 g … 2 kg) for items sold by the kg
 * and a typed amount (a weight, or a count for whole items). Whatever is chosen is fitted to the
 * offer's minimum, step and stock (lib/quantity-entry); a fitted amount says why it changed, and
 * refused input says what is wrong and leaves the amount as it was.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { formatShown, type QuantityRules } from '../../lib/quantity';
import {
  fitToRules,
  parseTyped,
  presetsFor,
  typedMaximum,
  type Adjustment,
  type EntryError,
  type Fitted,
} from '../../lib/quantity-entry';

interface Props {
  /** The amount the stepper shows now: a notice about an earlier amount is no longer shown. */
  value: number;
  rules: QuantityRules;
  onChange: (shown: number) => void;
}

/** "250 g" under a kilogram, "1 kg" from there. */
const presetLabel = (kg: number) => (kg < 1 ? `${Math.round(kg * 1000)} g` : `${kg} kg`);

export function QuantityEntry({ value, rules, onChange }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<EntryError | null>(null);
  const [notice, setNotice] = useState<Fitted | null>(null);

  const withUnit = (shown: number) => {
    const amount = formatShown(shown, rules);
    return rules.symbol ? `${amount} ${rules.symbol}` : amount;
  };

  const errorText = (reason: EntryError): string => {
    const most = `${typedMaximum(rules)}${rules.symbol ? ` ${rules.symbol}` : ''}`;
    switch (reason) {
      case 'empty':
        return rules.perKg ? t`Enter an amount.` : t`Enter a number of items.`;
      case 'notNumber':
        return rules.perKg ? t`Enter a number, such as 1.5.` : t`Enter a whole number, such as 3.`;
      case 'notWhole':
        return t`Enter a whole number.`;
      case 'notPositive':
        return t`Enter an amount above zero.`;
      case 'tooLarge':
        return t`Enter at most ${most}.`;
    }
  };

  const noticeText = ({ shown, adjusted }: Fitted): string | null => {
    const amount = withUnit(shown);
    const step = withUnit(rules.step);
    const reasons: Record<Adjustment, string> = {
      step: t`Rounded to ${amount}: sold in steps of ${step}.`,
      minimum: t`The least you can order is ${amount}: set to ${amount}.`,
      stock: t`Only ${amount} left: set to ${amount}.`,
    };
    return adjusted ? reasons[adjusted] : null;
  };

  const apply = (fitted: Fitted) => {
    setError(null);
    setNotice(fitted);
    onChange(fitted.shown);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseTyped(text, rules);
    if (!typed.ok) {
      setError(typed.error);
      setNotice(null);
      return;
    }
    apply(typed);
    setText(formatShown(typed.shown, rules));
  };

  const presets = presetsFor(rules);
  const symbol = rules.symbol;
  const noticeMessage = notice && notice.shown === value ? noticeText(notice) : null;

  return (
    <div className="quantity-entry">
      {presets.length > 0 && (
        <div className="quantity-presets" role="group" aria-label={t`Quick amounts`}>
          {presets.map((kg) => (
            <button
              key={kg}
              type="button"
              className="button is-secondary is-small"
              onClick={() => apply(fitToRules(kg, rules))}
            >
              {presetLabel(kg)}
            </button>
          ))}
        </div>
      )}
      <form className="quantity-typed" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>
          {rules.perKg ? <Trans>Amount in {symbol}</Trans> : <Trans>Number of items</Trans>}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode={rules.perKg ? 'decimal' : 'numeric'}
          autoComplete="off"
          size={6}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button is-secondary is-small">
          <Trans>Set</Trans>
        </button>
      </form>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <p className="muted" aria-live="polite">
        {noticeMessage}
      </p>
    </div>
  );
}
