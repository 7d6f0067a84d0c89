// Reading the rand figures a shopper sees ("R 1 234.56", "R1,234.56", "-R 5.00") as cents, so
// figures from different screens can be compared and added up.
import { expect, type Locator } from '@playwright/test';

/** The cents of the first rand figure in `text`; fails on text without one. */
export function cents(text: string | null): number {
  const match = /(-?)R\s?([\d\s\u00a0\u202f,]*\d)[.,](\d\d)(?!\d)/.exec(text ?? '');
  expect(match, `a rand figure in "${text}"`).not.toBeNull();
  const [, sign, whole, fraction] = match!;
  const value = Number(whole!.replace(/[\s\u00a0\u202f,]/g, '')) * 100 + Number(fraction);
  return sign ? -value : value;
}

/** The cents of the rand figure `locator` shows once it shows one. */
export async function randOf(locator: Locator): Promise<number> {
  await expect(locator).toContainText(/R\s?\d/);
  return cents(await locator.textContent());
}
