// A signed-out first visit to the home page on a phone comes from the server (docs/adr/0029) and
// must not move while the browser hydrates it: whatever the browser renders differently from
// the server (the branch bar, the ads, a skeleton, pictures without a size) shifts the page
// under the shopper's thumb. Measured as the page's cumulative layout shift (layout-shift
// entries without recent input), from the first paint until hydrated, settled and pictured.
import { expect, type Page } from '@playwright/test';
import { graphqlSettled, picturesInViewArrived, test } from './support/settled';
import { shopperContext } from './support/shop';

test.use(shopperContext);

/** Two frames: what the last render changed has been laid out and painted. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

interface Shift {
  value: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

/** Records every layout shift without recent input, from the first paint of each page load. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const label = node.getAttribute('aria-label');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
        node.className && typeof node.className === 'string'
          ? `.${node.className.trim().split(/\s+/).join('.')}`
          : ''
      }${label ? `[${label}]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, moved: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Shift[] }).layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

test('a first visit to the server-rendered home page does not move while it hydrates', async ({
  page,
  request,
}) => {
  // A shop just started (or a busy machine) may miss the render's data deadline and send the
  // client page: asked until the server renders it, so the visit below gets the server's page.
  await expect
    .poll(
      async () =>
        (await request.get('/', { headers: { accept: 'text/html' } })).headers()['x-render'],
    )
    .toMatch(/^(rendered|cached)$/);
  await watchLayoutShifts(page);
  // The shopper's own answers (who is signed in) come over a phone's network, after the page
  // has painted and while it hydrates: each is let through two frames after it was asked. (Let
  // through at once, the shift below did not always happen in time to be seen.)
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      await nextFrames(page).catch(() => undefined);
      await route.continue().catch(() => undefined);
    },
  );
  const response = await page.goto('/');
  // The server's page (no session cookie, first visit), not the client-rendered index.html.
  expect(response?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
  // The first screen as served: the day's announcement (a first visit has seen none), the
  // banners and the categories.
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' })).toBeVisible();
  // Hydrated, without touching the page (a tap would excuse the shifts after it): React has
  // claimed each part of the first screen as its own (parts inside a Suspense boundary hydrate
  // after the rest, once what they wait for is in).
  for (const part of [
    page.locator('main'),
    page.getByRole('complementary', { name: 'Announcement' }).getByRole('button'),
    page.getByRole('list', { name: 'Banners' }),
    page.getByRole('list', { name: 'Categories' }),
  ]) {
    await expect
      .poll(() =>
        part.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
        ),
      )
      .toBe(true);
  }
  await graphqlSettled(page);
  await expect(page.getByRole('list', { name: 'Banners' })).toBeVisible();
  await picturesInViewArrived(page);
  await nextFrames(page);

  const { total, shifts } = await layoutShifts(page);
  // The web's "good" is below 0.1; the issue's goal for the first screen 0.05.
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);
});

test('a return visit the same day: the announcement seen before is not shown again and moves nothing', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await page.goto('/');
  await expect(announcement).toBeVisible();
  // Counted as seen on this device once it has been on screen.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ads-v1'))).toContain('"day"');

  // The shared page's HTML cannot know what this device has seen: it carries the announcement.
  const response = await page.reload();
  expect(response?.headers()['x-render']).toMatch(/^(rendered|cached)$/);
  await graphqlSettled(page);
  await picturesInViewArrived(page);
  await nextFrames(page);
  await expect(announcement).toHaveCount(0);
  const { total, shifts } = await layoutShifts(page);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.05);
});
