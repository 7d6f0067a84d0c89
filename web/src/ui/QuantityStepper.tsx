/** The quantity control: minus, the amount (with kg or l), plus; holding a button repeats. */
import { useLingui } from '@lingui/react/macro';
import {
  canDecrease,
  canIncrease,
  decrease,
  formatShown,
  increase,
  type QuantityRules,
} from '../lib/quantity';
import { usePressAndHold } from './usePressAndHold';

interface Props {
  /** The shown amount (not the stored quantity). */
  value: number;
  rules: QuantityRules;
  onChange: (shown: number) => void;
  disabled?: boolean;
  /** What the amount is of, for screen readers, e.g. the product name. */
  label: string;
}

export function QuantityStepper({ value, rules, onChange, disabled = false, label }: Props) {
  const { t, i18n } = useLingui();
  // The latest value, so repeated presses keep counting while the button is held.
  const latest = { value };
  const lowerable = !disabled && canDecrease(value, rules);
  const minus = usePressAndHold(() => {
    latest.value = decrease(latest.value, rules);
    onChange(latest.value);
  }, lowerable);
  const raisable = !disabled && canIncrease(value, rules);
  const plus = usePressAndHold(() => {
    latest.value = increase(latest.value, rules);
    onChange(latest.value);
  }, raisable);
  const shown = formatShown(value, rules, i18n.locale);
  const amount = rules.symbol ? `${shown} ${rules.symbol}` : shown;

  return (
    <div className="stepper" role="group" aria-label={t`Quantity of ${label}`}>
      <button
        type="button"
        className="stepper-button"
        aria-label={t`Less`}
        disabled={!lowerable}
        {...minus}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite" aria-label={t`Quantity`}>
        {amount}
      </output>
      <button
        type="button"
        className="stepper-button"
        aria-label={t`More`}
        disabled={!raisable}
        {...plus}
      >
        +
      </button>
    </div>
  );
}
