/**
 * Layout checks that hold on any machine: measured once the page's fonts have loaded (the shop's
 * font swaps in when it arrives, web/src/app/font.css), and allowing a pixel of rounding, since
 * `scrollWidth`/`scrollHeight` round a text's fractional extent while `clientWidth`/`clientHeight`
 * round its box, each on its own (Debian's Noto fonts made a name that fitted on two lines 1 px
 * "taller" than its box).
 */
import type { Locator } from '@playwright/test';

/** How far an extent may exceed its box and still count as fitting, in CSS pixels. */
export const ROUNDING_PX = 1;

/** Whether any of the element's content is cut off (wider or taller than its box). */
export async function isCutOff(element: Locator): Promise<boolean> {
  await element.page().evaluate(() => document.fonts.ready.then(() => undefined));
  return element.evaluate(
    (box, slack) =>
      box.scrollWidth > box.clientWidth + slack || box.scrollHeight > box.clientHeight + slack,
    ROUNDING_PX,
  );
}
