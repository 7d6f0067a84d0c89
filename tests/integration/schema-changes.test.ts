/**
 * The schema check of `npm test` (`npm run schema:check`, scripts/schema-changes.mjs) run as CI
 * runs it, on a schema folder and a last-release SDL of the test's own: a breaking change fails
 * it, naming what changed; the same removal passes once the last release had deprecated it, and a
 * change listed as accepted passes with its reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/schema-changes.mjs', import.meta.url).pathname;

const release = (referenceField: string) => `
"An order."
type Order {
  "Its id."
  id: ID!
  ${referenceField}
}
type Query {
  "One order."
  order(id: ID!): Order
}
`;
const withoutReference = release('');

describe('the schema check against the last release', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'schema-changes-'));
    mkdirSync(join(dir, 'schema'));
    writeFileSync(join(dir, 'schema', 'orders.graphql'), withoutReference);
    writeFileSync(join(dir, 'accepted.json'), '{ "accepted": [] }');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function check(baseline: string) {
    writeFileSync(join(dir, 'release.graphql'), baseline);
    const args = [
      script,
      '--check',
      `--baseline=${join(dir, 'release.graphql')}`,
      `--schema-dir=${join(dir, 'schema')}`,
      `--accepted=${join(dir, 'accepted.json')}`,
    ];
    try {
      const { stdout } = await promisify(execFile)(process.execPath, args);
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('fails when a field of the last release is removed without a deprecation first', async () => {
    const result = await check(release('"Its reference." reference: String!'));
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "Order.reference: Field 'reference' was removed from object type 'Order'",
    );
    expect(result.output).toContain('Deprecate first');
  });

  it('passes when the last release had deprecated the field', async () => {
    const result = await check(
      release('"Its reference." reference: String! @deprecated(reason: "Use `id`.")'),
    );
    expect(result.code).toBe(0);
  });

  it('passes a breaking change listed as accepted, and fails the others', async () => {
    writeFileSync(
      join(dir, 'accepted.json'),
      JSON.stringify({
        accepted: [
          {
            change: "Field 'reference' was removed from object type 'Order'",
            reason: 'No client.',
          },
        ],
      }),
    );
    expect((await check(release('"Its reference." reference: String!'))).code).toBe(0);
    expect((await check(release('"Its total." total: Int!'))).code).toBe(1);
  });

  it('passes an addition', async () => {
    writeFileSync(join(dir, 'schema', 'orders.graphql'), release('"Its total." total: Int'));
    expect((await check(withoutReference)).code).toBe(0);
  });
});
