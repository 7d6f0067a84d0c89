// The size of every GraphQL answer the web client receives on every screen of
// the legacy shop client, as a signed-in shopper with a basket and an order would see them. Prints one row per
// operation (largest answer seen, its JSON and wire bytes, the screens that asked) and writes
// tests/bench/results/operation-sizes.json. docs/benchmarks.md compares each with its screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Response } from '@playwright/test';
import { checkoutCollect, fullBasket, orderIdFrom, placeOrder } from '../../e2e/support-checkout';
import { cartButton, graphqlRequest, shopperContext } from '../../e2e/support/shop';
import { FLOW_ROUTE, SPEC_ROUTES } from '../lib/spec-routes';
import { loadWebOperations, type WebOperations } from '../lib/web-operations';

test.use(shopperContext);

interface Seen {
  operation: string;
  kind: 'query' | 'mutation';
  jsonBytes: number;
  wireBytes: number;
  screens: Set<string>;
}

/** The screens a signed-in shopper opens directly (search with a query); the checkout and
 * order screens come from a real checkout below, and signing in or up is not a screen here. */
const ROUTES = SPEC_ROUTES.filter(
  (route) => !FLOW_ROUTE.test(route) && route !== '/sign_in' && route !== '/register',
).map((route) => (route === '/search' ? '/search?q=maize' : route));

function recorder(
  page: Page,
  operations: WebOperations,
  seen: Map<string, Seen>,
  screen: () => string,
) {
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const request = graphqlRequest(response.request());
    if (!request) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return;
        const sizes = await response.request().sizes();
        const entry = seen.get(request.operationName) ?? {
          operation: request.operationName,
          // From the web's own document: a query the gateway did not know yet goes as a POST too.
          kind: /^\s*mutation\b/.test(operations.get(request.operationName) ?? '')
            ? 'mutation'
            : 'query',
          jsonBytes: 0,
          wireBytes: 0,
          screens: new Set<string>(),
        };
        if (body.length > entry.jsonBytes) {
          entry.jsonBytes = body.length;
          entry.wireBytes = sizes.responseBodySize;
        }
        entry.screens.add(screen());
        seen.set(request.operationName, entry);
      })(),
    );
  });
  return () => Promise.all(pending);
}

test('every screen: the size of each GraphQL answer', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = new Map<string, Seen>();
  const screen = () => new URL(page.url()).pathname.replace(/\/\d+/g, '/{id}');
  const settled = recorder(page, await loadWebOperations(), seen, screen);
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  };

  await fullBasket(page);
  for (const path of ROUTES) await visit(path);
  await page.goto('/');
  await checkoutCollect(page);
  await placeOrder(page, 'Card');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.waitForLoadState('networkidle');
  await visit('/orders');
  await page.getByRole('list', { name: 'Orders' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.waitForLoadState('networkidle');
  await visit(`/orders/${orderIdFrom(page.url())}/pay`);
  await cartButton(page).click();
  await page.waitForLoadState('networkidle');
  await settled();

  const rows = [...seen.values()].sort((a, b) => b.jsonBytes - a.jsonBytes);
  const results = fileURLToPath(new URL('../results/', import.meta.url));
  mkdirSync(results, { recursive: true });
  writeFileSync(
    `${results}operation-sizes.json`,
    JSON.stringify(
      rows.map((row) => ({ ...row, screens: [...row.screens] })),
      null,
      2,
    ),
  );
  console.log(
    rows
      .map(
        (row) =>
          `| ${row.operation} | ${row.kind} | ${(row.jsonBytes / 1024).toFixed(1)} KiB | ${(row.wireBytes / 1024).toFixed(1)} KiB | ${[...row.screens].join(', ')} |`,
      )
      .join('\n'),
  );
  expect(rows.length).toBeGreaterThan(0);
});
