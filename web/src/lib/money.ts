/**
 * Money is held in integer cents and shown as "R 1 234.56": the currency symbol, a space, the
 * rand with a space as thousands separator and two decimals after a point.
 * The same shape in every locale, as South African shoppers read prices. The spaces are no-break
 * spaces, so an amount never splits over two lines, in a table cell or in a sentence.
 */
import { groupThousands, NO_BREAK_SPACE } from './numbers';

export const DEFAULT_CURRENCY_SYMBOL = 'R';

export function formatMoney(cents: number, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const rands = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const grouped = groupThousands(String(rands));
  return `${sign}${symbol}${NO_BREAK_SPACE}${grouped}.${String(remainder).padStart(2, '0')}`;
}
