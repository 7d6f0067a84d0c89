/**
 * Sends a few thousand generated operations (valid and invalid) to the gateway in front of the
 * real simulator: no 5xx, every error carries a code, nothing internal leaks, the process lives;
 * once more with introspection off, where no error may name a type, field, argument or input field
 * of the schema; and with the safelist on, where every document not on it gets the same answer.
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  getOperationAST,
  parse,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationFuzzer } from '../support/operation-fuzzer';
import { Random } from '../support/random';
import { LEAKS } from '../support/leaks';
import { namesIn, schemaNames } from '../support/schema-names';
import { startStack, type TestStack } from '../support/stack';
import { withinUsual } from '../support/time-scale';

const OPERATIONS = Number(process.env.FUZZ_OPERATIONS ?? 2_500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** The run's limit, set on the CI machine on an ordinary day. */
const LIMIT_MS = withinUsual(240_000);
const CONCURRENCY = 8;

interface GraphqlBody {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: string; stacktrace?: unknown } }>;
}

describe('gateway fuzz', { timeout: LIMIT_MS }, () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it(`answers ${OPERATIONS} generated operations without a 5xx or a leak (seed ${SEED})`, async () => {
    const introspection = await stack.graphql<IntrospectionQuery>(getIntrospectionQuery());
    expect(introspection.errors).toBeUndefined();
    const schema = buildClientSchema(introspection.data as IntrospectionQuery);

    const { failures, kinds, codes } = await fuzz(stack.gatewayUrl, schema, OPERATIONS, LEAKS);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(kinds.get('valid-shape') ?? 0).toBeGreaterThan(OPERATIONS / 3);
    expect(codes.get('GRAPHQL_VALIDATION_FAILED') ?? 0).toBeGreaterThan(0);
    const health = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(health.status).toBe(200);

    // With introspection off, no error may name a type, field, argument or input field of the
    // schema ("Did you mean …", "Cannot query field "x" on type "Y"", variables' coercion).
    const closed = await startStack({ GRAPHQL_INTROSPECTION: 'false' });
    try {
      const hidden = await fuzz(
        closed.gatewayUrl,
        schema,
        Math.ceil(OPERATIONS / 5),
        [...LEAKS, /Did you mean/],
        { names: schemaNames(schema) },
      );
      expect(hidden.failures.slice(0, 10)).toEqual([]);
      expect(hidden.codes.get('GRAPHQL_VALIDATION_FAILED') ?? 0).toBeGreaterThan(0);
    } finally {
      await closed.close();
    }

    // With the safelist on, every document that is not on it gets one answer, valid or not.
    const listed = await startStack({ GRAPHQL_SAFELIST: 'true', GRAPHQL_INTROSPECTION: 'false' });
    try {
      const refused = await fuzz(
        listed.gatewayUrl,
        schema,
        Math.ceil(OPERATIONS / 5),
        [...LEAKS, /Did you mean/],
        { names: schemaNames(schema), oneAnswer: true },
      );
      expect(refused.failures.slice(0, 10)).toEqual([]);
      // One answer for the documents whose operation resolves, one for the others (a document
      // with several operations and no operationName: a 400 that says only that).
      const resolved = [...(refused.answers.get('resolves') ?? [])];
      expect(resolved.map((answer) => answer.slice(0, 300))).toEqual([resolved[0]?.slice(0, 300)]);
      expect(resolved[0]).toMatch(/^403 .*OPERATION_NOT_SAFELISTED/);
      const unresolved = [...(refused.answers.get('unresolved') ?? [])];
      expect(unresolved.map((answer) => answer.slice(0, 300)).length).toBeLessThanOrEqual(1);
    } finally {
      await listed.close();
    }
  });
});

/** Sends `operations` generated operations, CONCURRENCY at a time; collects what went wrong. */
async function fuzz(
  url: string,
  schema: GraphQLSchema,
  operations: number,
  leaks: readonly RegExp[],
  options: {
    /** Names of the schema no error message may quote. */
    names?: ReadonlySet<string>;
    /** Collect the answers (status and body) to documents that parse and name their operation. */
    oneAnswer?: boolean;
  } = {},
) {
  const fuzzer = new OperationFuzzer(schema, new Random(SEED));
  // Most operations go without a name; some with an empty one or one the document lacks (a 400).
  const names = new Random(SEED + 1);
  const failures: string[] = [];
  const kinds = new Map<string, number>();
  const codes = new Map<string, number>();
  const answers = new Map<'resolves' | 'unresolved', Set<string>>();

  const send = async () => {
    const operation = fuzzer.next();
    kinds.set(operation.kind, (kinds.get(operation.kind) ?? 0) + 1);
    const operationName = names.pick([undefined, undefined, undefined, '', 'NoSuchOperation']);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: operation.query, operationName }),
    });
    const text = await response.text();
    if (options.oneAnswer && operation.kind !== 'garbage' && operationName === undefined) {
      const resolves = getOperationAST(parse(operation.query)) ? 'resolves' : 'unresolved';
      const seen = answers.get(resolves) ?? new Set<string>();
      answers.set(resolves, seen.add(`${response.status} ${text}`));
    }
    if (response.status >= 500) {
      failures.push(
        `${response.status} for ${operation.query.slice(0, 300)}\n${text.slice(0, 300)}`,
      );
      return;
    }
    const leak = leaks.find((pattern) => pattern.test(text));
    if (leak)
      failures.push(`leak ${leak} for ${operation.query.slice(0, 300)}\n${text.slice(0, 300)}`);
    let body: GraphqlBody;
    try {
      body = JSON.parse(text) as GraphqlBody;
    } catch {
      if (response.status !== 429)
        failures.push(`non-JSON ${response.status}: ${text.slice(0, 200)}`);
      return;
    }
    for (const error of body.errors ?? []) {
      const code = error.extensions?.code;
      codes.set(code ?? 'none', (codes.get(code ?? 'none') ?? 0) + 1);
      if (!code) failures.push(`error without a code: ${error.message.slice(0, 200)}`);
      if (error.extensions?.stacktrace)
        failures.push(`stack trace sent for ${operation.query.slice(0, 200)}`);
      if (code === 'INTERNAL_SERVER_ERROR' && error.message !== 'Internal server error') {
        failures.push(`unmasked internal error: ${error.message.slice(0, 200)}`);
      }
      const named = options.names ? namesIn(error.message, options.names) : [];
      if (named.length > 0) failures.push(`names ${named.join(', ')}: ${error.message}`);
    }
  };

  for (let sent = 0; sent < operations; sent += CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, operations - sent) }, send));
  }
  return { failures, kinds, codes, answers };
}
