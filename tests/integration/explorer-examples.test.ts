/**
 * The explorer's examples (web/src/explorer/generated/examples.json) run against the simulator
 * as a newcomer would run them in /graphiql: signed in as the seeded shopper, in the order their
 * notes ask (a basket and an order first, the address changes and signing out last), each with
 * a fresh idempotency key. None answers with a GraphQL error: what the sample variables cannot
 * know (a reset code sent by SMS, a card token) comes back as the payload's typed `errors`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlClient } from '../support/gateway';
import { firstTimeslot } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

interface Example {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

const examples = (
  JSON.parse(
    readFileSync(
      new URL('../../web/src/explorer/generated/examples.json', import.meta.url),
      'utf8',
    ),
  ) as { screens: Array<{ examples: Example[] }> }
).screens.flatMap((screen) => screen.examples);

/** Run first, in this order (what the other examples' sample ids come from). */
const FIRST = ['SignIn', 'SetBasketLines', 'CheckoutPlaceOrder', 'PaymentRegisterTransaction'];
/** Run last, in this order (they change or end what the others read). */
const LAST = [
  'DeleteAddress',
  'UpdateAddress',
  'OrderCancel',
  'ForgotPassword',
  'ValidateResetCode',
  'ResetPassword',
  'SignUp',
  'SignOut',
];

function inWalkOrder(all: Example[]): Example[] {
  const named = (names: string[]) =>
    names.map((name) => {
      const example = all.find((candidate) => candidate.name === name);
      if (!example) throw new Error(`No example ${name}`);
      return example;
    });
  const middle = all.filter(
    (example) => !FIRST.includes(example.name) && !LAST.includes(example.name),
  );
  return [...named(FIRST), ...middle, ...named(LAST)];
}

/** The variables as the explorer opens them: a fresh key wherever one is asked for. */
function opened(variables: unknown, slot: string): unknown {
  if (Array.isArray(variables)) return variables.map((value) => opened(value, slot));
  if (variables === null || typeof variables !== 'object') return variables;
  return Object.fromEntries(
    Object.entries(variables).map(([key, value]) => [
      key,
      key === 'idempotencyKey'
        ? crypto.randomUUID()
        : key === 'timeslot'
          ? slot // a current slot, as the note asks (CheckoutTimeslots)
          : opened(value, slot),
    ]),
  );
}

describe("the explorer's examples against the simulator", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });

  it('sit beside the schema file the gateway serves, the one npm run codegen keeps', async () => {
    const response = await fetch(`${stack.gatewayUrl}/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      readFileSync(new URL('../../schema/generated/schema.graphql', import.meta.url), 'utf8'),
    );
  });

  it('all run, in the order their notes ask, without a GraphQL error', async () => {
    const browser = new GraphqlClient(stack.gatewayUrl);
    const slot = await firstTimeslot(stack.sim.url);
    const failures: string[] = [];
    const ran: string[] = [];
    const answers = new Map<string, unknown>();
    for (const example of inWalkOrder(examples)) {
      const result = await browser.request<Record<string, unknown>>(
        example.query,
        opened(example.variables, slot) as Record<string, unknown>,
      );
      ran.push(example.name);
      answers.set(example.name, result.data);
      if (result.errors?.length || !result.data) {
        failures.push(`${example.name}: ${JSON.stringify(result.errors ?? result)}`);
      }
    }
    expect(ran).toHaveLength(examples.length);
    expect(failures).toEqual([]);
    // The ids the notes promise: the first order a fresh simulator places, and it shows.
    expect(answers.get('CheckoutPlaceOrder')).toMatchObject({
      placeOrder: { order: { id: '10001' } },
    });
    expect(answers.get('OrderDetail')).toMatchObject({ viewer: { order: { id: '10001' } } });
    expect(answers.get('ProductPage')).toMatchObject({ product: { id: '1' } });
    expect(answers.get('SuppliersNear')).toMatchObject({
      suppliersNear: expect.arrayContaining([expect.objectContaining({ id: '101' })]),
    });
    // 67 operations one after another: a loaded machine needs more than one test's 30 s.
  }, 90_000);
});
