/**
 * Every operation the web client ships (`web/src/**\/*.graphql`, read as they are now) runs
 * against the gateway and the real simulator with realistic variables, signed in, with the public
 * cache off: none may fail, and none may call any legacy route twice (the simulator's call
 * counters). An operation whose variables this file cannot supply fails, naming them, so a new
 * screen cannot slip past the check.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));
const HERE = { latitude: -33.8999547, longitude: 18.5701029 };
const PAROW = '101';

/** Every operation of the web client, each printed with the fragments it uses. */
function webOperations(): Array<{
  name: string;
  operation: OperationDefinitionNode;
  text: string;
}> {
  const definitions: DefinitionNode[] = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .flatMap((file) => parse(readFileSync(join(WEB_SRC, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  const used = (node: DefinitionNode, seen = new Set<string>()): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (seen.has(name) || !fragment) return;
        seen.add(name);
        used(fragment, seen);
      },
    });
    return seen;
  };
  return definitions
    .filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => ({
      name: operation.name?.value ?? '(anonymous)',
      operation,
      text: [operation, ...[...used(operation)].map((name) => fragments.get(name))]
        .map((node) => (node ? print(node) : ''))
        .join('\n\n'),
    }));
}

/** What the shopper has when the screen runs: a saved cart, a time slot. */
interface Fixture {
  cartId: string;
}

/** Realistic inputs by operation, for `input` variables the name alone cannot tell. */
const INPUTS: Record<string, (fixture: Fixture) => Record<string, unknown>> = {
  SyncBasket: (fixture) => ({
    cartId: fixture.cartId,
    items: [
      { offerId: '100001', quantity: 2, seenPriceInCents: 4499 },
      { offerId: '100235', quantity: 0.75 },
    ],
    location: HERE,
  }),
  SyncAndCompareBasket: () => ({ items: [{ offerId: '100001', quantity: 2 }], location: HERE }),
  ValidatePicks: () => ({ items: [{ offerId: '100001', quantity: 1 }] }),
};

/** Realistic values by variable name (ids of seeded data at the Parow branch). */
function variableValue(
  operation: string,
  variable: string,
  fixture: Fixture,
): { value: unknown } | null {
  switch (variable) {
    case 'supplierId':
      return { value: PAROW };
    case 'id':
      if (/Supplier/.test(operation)) return { value: PAROW };
      if (/Category|Product/.test(operation)) return { value: '1' };
      return null;
    case 'sellableId':
      return { value: '1001' };
    case 'lat':
      return { value: HERE.latitude };
    case 'lon':
      return { value: HERE.longitude };
    case 'radiusKm':
      return { value: 15 };
    case 'location':
      return { value: HERE };
    case 'query':
      return { value: 'maize' };
    case 'page':
      return { value: 1 };
    case 'perPage':
      return { value: 20 };
    case 'cartId':
      return { value: fixture.cartId };
    case 'input': {
      const input = INPUTS[operation];
      return input ? { value: input(fixture) } : null;
    }
    default:
      return null;
  }
}

const operations = webOperations();

describe("the web client's operations make no duplicate upstream calls", () => {
  let stack: TestStack;
  let shopper: GraphqlClient;
  const fixture: Fixture = { cartId: '' };

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
    shopper = new GraphqlClient(stack.gatewayUrl);
    const signIn = await shopper.request<{ signIn: { errors: unknown[] } }>(
      `mutation { signIn(input: { login: "0821234567", password: "lekker123" }) { errors { message } } }`,
    );
    expect(signIn.data?.signIn.errors).toEqual([]);
    const sync = await shopper.request<{ syncBasket: { cart: { id: string } } }>(
      `mutation ($input: SyncBasketInput!) { syncBasket(input: $input) { cart { id } } }`,
      { input: { items: [{ offerId: '100001', quantity: 2 }], location: HERE } },
    );
    fixture.cartId = sync.data?.syncBasket.cart.id ?? '';
    expect(fixture.cartId).not.toBe('');
  });
  afterAll(async () => {
    await stack.close();
  });

  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it.each(operations.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (name, { operation, text }) => {
      const variables: Record<string, unknown> = {};
      const missing: string[] = [];
      const optionalSupplier = operation.variableDefinitions?.some(
        (definition) =>
          definition.variable.name.value === 'supplierId' &&
          definition.type.kind !== Kind.NON_NULL_TYPE,
      );
      for (const definition of operation.variableDefinitions ?? []) {
        const variable = definition.variable.name.value;
        const found = variableValue(name, variable, fixture);
        if (found) variables[variable] = found.value;
        else if (definition.type.kind === Kind.NON_NULL_TYPE) missing.push(variable);
      }
      expect(missing, `${name}: add realistic values for these variables`).toEqual([]);

      // Agency mode (a branch chosen) and, where the screen allows, market mode (no branch).
      const runs = optionalSupplier ? [variables, { ...variables, supplierId: null }] : [variables];
      for (const run of runs) {
        await stack.resetCalls();
        const result = await shopper.request(text, run);
        expect(result.errors, `${name} ${JSON.stringify(run)}`).toBeUndefined();
        const { calls, total } = await stack.calls();
        expect(total, `${name} made no upstream call`).toBeGreaterThan(0);
        const repeated = Object.entries(calls).filter(([, count]) => count > 1);
        expect(repeated, `${name} ${JSON.stringify(run)} repeated upstream calls`).toEqual([]);
      }
    },
  );
});
