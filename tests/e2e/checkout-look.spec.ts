// The checkout's choices look finished, on a phone and on a desktop: each group's legend heads its
// box instead of cutting through its top border, the payment choice sits in one box (not a box in
// a box), and radios and checkboxes wear the shop's colour, not the browser's blue.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { atConfirmationCollecting, fullBasket } from './support-checkout';
import { cartButton, shopperContext } from './support/shop';

/** Legends that overlap their fieldset's top border (drawn across it, as browsers do by default). */
async function legendsAcrossBorders(page: Page): Promise<string[]> {
  return page.locator('main fieldset').evaluateAll((fieldsets) =>
    fieldsets.flatMap((fieldset) => {
      const legend = fieldset.querySelector(':scope > legend');
      if (!legend) return [];
      const border = parseFloat(getComputedStyle(fieldset).borderTopWidth);
      const top = fieldset.getBoundingClientRect().top;
      const legendTop = legend.getBoundingClientRect().top;
      return border > 0 && legendTop < top + border ? [legend.textContent ?? ''] : [];
    }),
  );
}

/** How many boxes (a visible border all round) hold the given element, inside the page. */
async function boxesAround(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      let count = 0;
      for (let node = element.parentElement; node && node.tagName !== 'MAIN';) {
        const style = getComputedStyle(node);
        const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
        const boxed = sides.every(
          (side) =>
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
        );
        if (boxed) count += 1;
        node = node.parentElement;
      }
      return count;
    });
}

/** The accent colour of every radio and checkbox, and the shop's button colour to compare. */
async function accents(page: Page): Promise<{ accents: string[]; brand: string }> {
  return page.evaluate(() => {
    const inputs = Array.from(
      document.querySelectorAll<HTMLInputElement>(
        'main input[type="radio"], main input[type="checkbox"]',
      ),
    ).filter(
      (input) => input.getBoundingClientRect().width > 0 && getComputedStyle(input).opacity !== '0',
    );
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-primary-strong)';
    document.body.append(probe);
    const brand = getComputedStyle(probe).color;
    probe.remove();
    return {
      accents: [...new Set(inputs.map((input) => getComputedStyle(input).accentColor))],
      brand,
    };
  });
}

for (const [name, viewport] of [
  ['phone', { width: 412, height: 915 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test.describe(name, () => {
    test.use({ ...shopperContext, viewport, isMobile: name === 'phone' });

    test('legends head their boxes, the payment choice has one border, choices wear the shop’s colour', async ({
      page,
    }) => {
      await fullBasket(page);
      await cartButton(page).click();
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(
        page.getByRole('group', { name: 'How do you want to get your order?' }),
      ).toBeVisible();
      expect(await legendsAcrossBorders(page)).toEqual([]);
      const dispatch = await accents(page);
      expect(dispatch.accents).toEqual([dispatch.brand]);

      await atConfirmationCollecting(page);
      const payment = page.getByRole('group', { name: 'Payment method' });
      await expect(payment.getByRole('radio').first()).toBeVisible();
      expect(await legendsAcrossBorders(page)).toEqual([]);
      expect(await boxesAround(page, 'main input[name="payment"]')).toBe(1);
      const confirmation = await accents(page);
      expect(confirmation.accents).toEqual([confirmation.brand]);
    });
  });
}
