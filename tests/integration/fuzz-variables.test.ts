/**
 * The web client's own operations with hostile variables (tests): wrong types, nulls,
 * boundaries, very long strings, huge numbers, objects and lists where scalars go, markup and
 * path tricks; anonymous and signed in; with the operation's own name, none, an empty one or one
 * the document does not have (never run: a 400). No 5xx, every error typed, nothing internal leaks,
 * no message names a member of the schema (introspection off, as in production), and
 * no request hangs (a generous per-request budget, a hang detector rather than a benchmark).
 */
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebOperations } from '../bench/lib/web-operations';
import { GraphqlClient } from '../support/gateway';
import { Random } from '../support/random';
import { signedIn, THANDI } from '../support/shoppers';
import { LEAKS } from '../support/leaks';
import { namesIn, schemaNames } from '../support/schema-names';
import { startStack, type TestStack } from '../support/stack';

const NAMES = schemaNames(
  buildSchema(
    readFileSync(
      fileURLToPath(new URL('../../schema/generated/schema.graphql', import.meta.url)),
      'utf8',
    ),
  ),
);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const VARIANTS = Number(process.env.FUZZ_VARIANTS ?? 4);
const BUDGET_MS = 15_000;

const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  'x'.repeat(100_000),
  '∑😀\u0000\u202e',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  -1,
  0,
  2 ** 31,
  1e308,
  -1e308,
  0.000001,
  true,
  {},
  { nested: { deeper: { deepest: [1, 2, 3] } } },
  [],
  Array.from({ length: 500 }, (_, i) => i),
  '99999999999999999999999999',
];

describe('web operations with hostile variables', () => {
  let stack: TestStack;
  beforeAll(async () => {
    // As in production: introspection off, so no message may name a member of the schema.
    stack = await startStack({ GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(() => stack.close());

  it('answer without a 5xx, an untyped error, a leak or a hang, anonymous and signed in', async () => {
    const operations = [...(await loadWebOperations()).entries()];
    expect(operations.length).toBeGreaterThan(20);
    const random = new Random(SEED);
    const anonymous = new GraphqlClient(stack.gatewayUrl);
    const shopper = await signedIn(stack.gatewayUrl, THANDI);
    const failures: string[] = [];
    let sent = 0;

    for (const [name, text] of operations) {
      const operation = parse(text).definitions.find(
        (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
      );
      const names = operation?.variableDefinitions?.map((d) => d.variable.name.value) ?? [];
      if (names.length === 0) continue;
      for (let variant = 0; variant < VARIANTS; variant += 1) {
        const variables = Object.fromEntries(names.map((v) => [v, random.pick(HOSTILE)]));
        const operationName = random.pick([undefined, name, '', 'NoSuchOperation']);
        for (const client of [anonymous, shopper]) {
          sent += 1;
          const started = Date.now();
          const result = await Promise.race([
            client.request(text, variables, {}, operationName),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), BUDGET_MS)),
          ]);
          const label = `${name} as ${JSON.stringify(operationName)} ${JSON.stringify(variables).slice(0, 160)}`;
          if (!result) {
            failures.push(`no answer within ${BUDGET_MS} ms: ${label}`);
            continue;
          }
          if (result.status >= 500) failures.push(`${result.status}: ${label}`);
          const body = JSON.stringify(result);
          const leak = LEAKS.find((pattern) => pattern.test(body));
          if (leak) failures.push(`leak ${leak}: ${label}`);
          if (
            (operationName === '' || operationName === 'NoSuchOperation') &&
            result.status !== 400
          )
            failures.push(`${result.status} for an operation name the document lacks: ${label}`);
          for (const error of result.errors ?? []) {
            if (!error.extensions?.code) failures.push(`untyped "${error.message}": ${label}`);
            const named = namesIn(error.message, NAMES);
            if (named.length > 0) failures.push(`names ${named.join(', ')}: ${label}`);
            if (
              error.extensions?.code === 'INTERNAL_SERVER_ERROR' &&
              error.message !== 'Internal server error'
            )
              failures.push(`unmasked "${error.message.slice(0, 160)}": ${label}`);
          }
          if (Date.now() - started > BUDGET_MS) failures.push(`slow: ${label}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures.slice(0, 10)).toEqual([]);
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
  }, 300_000);
});
