/**
 * Numbers a shopper reads beside prices (distances, weights), written the way money is
 * (lib/money.ts): a decimal point and no-break spaces between thousands, in every language. One
 * screen showing "1,2 km" next to "0.400 kg" and "R 32.99" read as two ways to write a number.
 */
export const NO_BREAK_SPACE = '\u00a0';

/** "1234567" → "1 234 567" with no-break spaces. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

/** `value` with exactly `fractionDigits` decimals after a point: 1261.04, 1 → "1 261.0". */
export function formatDecimal(value: number, fractionDigits: number): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}
