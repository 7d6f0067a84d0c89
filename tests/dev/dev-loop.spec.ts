// `npm run dev` on a fresh clone: the shop, a category and the explorer load from Vite's dev
// server (dependencies bundled afresh), and no process it started outlives it, whether it is
// stopped or one of its children dies.
import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { alive, ended, listening, startDev, type DevStack } from './dev-stack';

async function expectAllGone(stack: DevStack, tree: number[]): Promise<void> {
  const left = tree.filter(alive);
  expect(left, `still running after npm run dev ended:\n${stack.output()}`).toEqual([]);
  for (const port of stack.ports) expect(await listening(port), `port ${port}`).toBe(false);
}

test('the shop, a category and /graphiql load; SIGTERM stops every child', async ({
  page,
}, testInfo) => {
  const stack = await startDev({ fresh: true, until: 'shop' });
  const tree = stack.descendants();
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${stack.webUrl}/`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(`${stack.webUrl}/category/1`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The explorer at the gateway's path; its editor runs on Monaco's workers, which Vite's
    // optimizer could not bundle (npm run dev stopped at start).
    const introspection = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('IntrospectionQuery'),
    );
    await page.goto(`${stack.webUrl}/graphiql`);
    await expect(page).toHaveTitle(/GraphQL explorer/);
    expect((await introspection).status()).toBe(200);
    await expect(page.locator('.graphiql-query-editor .monaco-editor')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    stack.dev.kill('SIGTERM');
    await ended(stack.dev);
    const log = testInfo.outputPath('npm-run-dev.log');
    writeFileSync(log, stack.output());
    await testInfo.attach('npm run dev', { path: log, contentType: 'text/plain' });
  }
  await expectAllGone(stack, tree);
});

test('when one child dies, npm run dev stops the others and fails', async () => {
  // As soon as the simulator listens: the others may still be starting, and must stop too.
  const stack = await startDev({ fresh: false, until: 'simulator' });
  const tree = stack.descendants();
  const simulator = tree.find((pid) =>
    readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('legacy-sim/src/main.ts'),
  );
  expect(simulator, 'the simulator among the children').toBeDefined();
  process.kill(simulator!, 'SIGKILL');
  expect(await ended(stack.dev)).not.toBe(0);
  await expectAllGone(stack, tree);
});
