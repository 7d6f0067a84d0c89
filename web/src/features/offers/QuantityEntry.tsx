/**
 * Quick quantity entry under the stepper: one-tap weights (250 g … 2 kg) for items sold by the kg
 * and a typed amount (a weight, or a count for whole items). A typed amount counts as it is typed,
 * with no need to press Set: Add then adds it. Whatever is chosen is fitted to the offer's
 * minimum, step and stock (lib/quantity-entry); a fitted amount says why it changed, and refused
 * input (said on Set or on leaving the field) leaves the amount as it was. Stepping after typing
 * clears the field: the stepper's amount is the one that counts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { formatShown, type QuantityRules } from '../../lib/quantity';
import {
  fitToRules,
  parseTyped,
  presetLabel,
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

export function QuantityEntry({ value, rules, onChange }: Props) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  /**
   * The amount shown when the text was typed (or the amount it set): once the stepper or a quick
   * amount shows another, the text and its error are out of date and not shown.
   */
  const [textFor, setTextFor] = useState(value);
  const [error, setError] = useState<EntryError | null>(null);
  const [notice, setNotice] = useState<Fitted | null>(null);

  const withUnit = (shown: number) => {
    const amount = formatShown(shown, rules, i18n.locale);
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

  /** Each keystroke: an amount that reads as one counts at once; anything else waits for Set. */
  const type = (next: string) => {
    setText(next);
    setError(null);
    const typed = parseTyped(next, rules);
    if (!typed.ok) {
      setTextFor(value);
      return;
    }
    setTextFor(typed.shown);
    apply(typed);
  };

  /** Set, Enter or leaving the field: say what is wrong with the text, else write it fitted. */
  const check = () => {
    if (!text.trim() || textFor !== value) return;
    const typed = parseTyped(text, rules);
    if (!typed.ok) {
      setError(typed.error);
      setNotice(null);
      return;
    }
    setTextFor(typed.shown);
    apply(typed);
    setText(formatShown(typed.shown, rules, i18n.locale));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || textFor !== value) {
      setText('');
      setTextFor(value);
      setError('empty');
      return;
    }
    check();
  };

  const current = textFor === value;
  const fieldText = current ? text : '';
  const shownError = current ? error : null;

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
              {presetLabel(kg, i18n.locale)}
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
          className="quantity-typed-input"
          placeholder={formatShown(value, rules, i18n.locale)}
          value={fieldText}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={check}
        />
        <button type="submit" className="button is-secondary is-small">
          <Trans>Set</Trans>
        </button>
      </form>
      {shownError && (
        <p id={errorId} className="field-error" role="alert">
          {errorText(shownError)}
        </p>
      )}
      <p className="muted" aria-live="polite">
        {noticeMessage}
      </p>
    </div>
  );
}
