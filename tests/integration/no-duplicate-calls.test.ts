/**
 * Every operation the web client ships (`web/src/**\/*.graphql`, read as they are now) runs
 * against the gateway and the real simulator with realistic variables, signed in, with the public
 * cache off: none may fail, and none may call any legacy route twice (the simulator's call
 * counters). An operation whose variables this file cannot supply fails, naming them, so a new
 * screen cannot slip past the check. Each also makes no more legacy calls than the gateway's
 * estimate of it (the upstream-call limit's count), which is within the default limit (25): cold
 * (this gateway has the cache off, so every run is a first one) and warm (a second gateway as
 * shipped, on the same simulator, asked the same query twice), and, for every operation that takes
 * the basket's lines, with a basket of many lines too (a read per line would show there).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  buildSchema,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateUpstreamCalls } from '@shopfront/gateway';
import { withoutClientDirectives } from '../support/as-sent';
import { parowOffers, PAROW_SEARCH, type SearchedOffer } from '../bench/lib/parow-offers';
import { GraphqlClient, startGateway, type RunningGateway } from '../support/gateway';
import { startStack, type TestStack } from '../support/stack';

const WEB_SRC = fileURLToPath(new URL('../../web/src', import.meta.url));
const SCHEMA_DIR = fileURLToPath(new URL('../../schema', import.meta.url));
const schema = buildSchema(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(SCHEMA_DIR, file), 'utf8'))
    .join('\n'),
);
/** GRAPHQL_MAX_UPSTREAM_CALLS' default. */
const UPSTREAM_CALL_LIMIT = 25;
/** Lines of the big basket: every operation taking the basket's lines runs with it too. */
const MANY_LINES = 40;
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
        .map((node) => (node ? print(withoutClientDirectives(node)) : ''))
        .join('\n\n'),
    }));
}

const LOGIN = '0821234567';
const PASSWORD = 'lekker123';
const ITEMS = [
  { offerId: '100001', quantity: 3, seenPriceInCents: 4499 },
  { offerId: '100235', quantity: 0.75 },
];

/** What the shopper has when a screen runs: a saved cart, a placed order, payments, a reset. */
interface Fixture {
  cartId: string;
  timeslot: string;
  orderId: string;
  orderItemId: string;
  /** The placed order's revision, which order changes are made for. */
  revision: string;
  /** A PayGate transaction the simulated gateway approved, with its signed redirect. */
  transactionId: string;
  payRequestId: string;
  transactionStatus: string;
  checksum: string;
  /** A Yoco transaction awaiting its card token, on an order of its own (`cardOrderId`). */
  cardOrderId: string;
  cardTransactionId: string;
  resetCode: string;
  resetToken: string;
}

const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

/** Realistic inputs by operation, for `input` variables the name alone cannot tell. */
const INPUTS: Record<string, (fixture: Fixture) => Record<string, unknown>> = {
  SignIn: () => ({ login: LOGIN, password: PASSWORD }),
  SignUp: () => ({
    login: '0829990000',
    password: PASSWORD,
    firstName: 'Sipho',
    lastName: 'Dlamini',
    acceptTerms: true,
  }),
  ForgotPassword: () => ({ login: LOGIN }),
  ValidateResetCode: (fixture) => ({ login: LOGIN, code: fixture.resetCode }),
  ResetPassword: (fixture) => ({ resetToken: fixture.resetToken, password: 'lekker456' }),
  UpdateProfile: () => ({ firstName: 'Thandiwe', profile: { occupation: 'Principal' } }),
  RegisterDebtor: () => ({ idNumber: '8501015800087', businessAddress: '12 Main Road, Parow' }),
  AddAddress: () => ({ formatted: '10 Voortrekker Road, Parow, Cape Town', location: HERE }),
  CheckoutAddAddress: () => ({ formatted: '3 Tygerberg Street, Bellville', location: HERE }),
  DeleteAddress: () => ({ addressId: '1' }),
  UpdateAddress: () => ({
    addressId: '1',
    formatted: '14 Fairfield Street, Parow, Cape Town, 7500',
    unit: '2',
    deliveryInstructions: 'Ring twice',
  }),
  RequestDebtorCard: () => ({ supplierId: '102' }),
  SyncBasket: (fixture) => ({ cartId: fixture.cartId, items: ITEMS, location: HERE }),
  ValidatePicks: () => ({ items: ITEMS }),
  SetBasketLines: () => ({ lines: BASKET_LINES }),
  ReplaceBasket: () => ({ lines: BASKET_LINES }),
  OrderCheckPicks: () => ({ items: ITEMS }),
  CheckoutValidateCart: (fixture) => ({
    supplierId: PAROW,
    items: ITEMS,
    dispatch: 'COLLECT',
    timeslot: fixture.timeslot,
    requiresBags: true,
    bagQuantity: 1,
  }),
  CheckoutPlaceOrder: (fixture) => ({
    idempotencyKey: key(),
    supplierId: PAROW,
    items: ITEMS,
    paymentProvider: 'OFFLINE_EFT',
    dispatch: 'COLLECT',
    timeslot: fixture.timeslot,
  }),
  OrderCheckChanges: (fixture) => ({
    orderId: fixture.orderId,
    modifications: [{ action: 'UPDATE', orderItemId: fixture.orderItemId, quantity: 2 }],
  }),
  OrderSaveChanges: (fixture) => ({
    orderId: fixture.orderId,
    modifications: [{ action: 'UPDATE', orderItemId: fixture.orderItemId, quantity: 2 }],
    idempotencyKey: key(),
    revision: fixture.revision,
  }),
  CheckoutRegisterOrder: (fixture) => ({
    idempotencyKey: key(),
    supplierId: PAROW,
    items: ITEMS,
    paymentProvider: 'PAYGATE',
    dispatch: 'COLLECT',
    timeslot: fixture.timeslot,
  }),
  OrderCancel: (fixture) => ({ orderId: fixture.orderId, idempotencyKey: key() }),
  OrderResolvePaymentPending: (fixture) => ({ orderId: fixture.orderId, idempotencyKey: key() }),
  OrderReview: (fixture) => ({
    orderId: fixture.orderId,
    rating: 5,
    comment: 'Lekker service',
    idempotencyKey: key(),
  }),
  OrderValidateModifications: (fixture) => ({
    orderId: fixture.orderId,
    modifications: [
      { action: 'UPDATE', orderItemId: fixture.orderItemId, quantity: 2 },
      { action: 'ADD', item: { offerId: '100165', quantity: 2 } },
    ],
  }),
  OrderModify: (fixture) => ({
    orderId: fixture.orderId,
    modifications: [{ action: 'UPDATE', orderItemId: fixture.orderItemId, quantity: 2 }],
  }),
  PaymentOffline: (fixture) => ({
    orderId: fixture.orderId,
    provider: 'OFFLINE_EFT',
    idempotencyKey: key(),
  }),
  PaymentRegisterTransaction: (fixture) => ({
    idempotencyKey: key(),
    orderId: fixture.orderId,
    provider: 'PAYGATE',
    returnUrl: 'http://127.0.0.1/orders/pay/return',
  }),
  PaymentFinalize: (fixture) => ({
    orderId: fixture.orderId,
    transactionId: fixture.transactionId,
    payRequestId: fixture.payRequestId,
    transactionStatus: fixture.transactionStatus,
    checksum: fixture.checksum,
    idempotencyKey: key(),
  }),
  PaymentWithCard: (fixture) => ({
    orderId: fixture.cardOrderId,
    transactionId: fixture.cardTransactionId,
    token: 'tok_sim_approve',
    idempotencyKey: key(),
  }),
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
    case 'seen':
      // An older revision than the order's: the live update answers at once.
      return { value: 'older' };
    case 'id':
      if (/Order/.test(operation)) return { value: fixture.orderId };
      if (/Supplier|Branch/.test(operation)) return { value: PAROW };
      if (/Category|Product/.test(operation)) return { value: '1' };
      return null;
    case 'orderId':
      return { value: fixture.orderId };
    case 'sellableId':
      return { value: '1001' };
    case 'lat':
      return { value: HERE.latitude };
    case 'lon':
      return { value: HERE.longitude };
    case 'radiusKm':
      return { value: 15 };
    case 'location':
    case 'shippingLocation':
      return { value: HERE };
    case 'dispatch':
      return { value: 'COLLECT' };
    case 'query':
      return { value: 'maize' };
    case 'list':
      return { value: 'PROMOTIONS' };
    case 'page':
      return { value: 1 };
    case 'perPage':
      return { value: 20 };
    case 'cartId':
      return { value: fixture.cartId };
    case 'items':
      // The basket re-check, one line (the legacy API has no batch offer read: one sellable
      // list per line and branch is the floor, counted once each by catalogue.test.ts).
      if (operation === 'BasketRecheck')
        return { value: [{ offerId: '100001', sellableId: '1001', supplierId: PAROW }] };
      // The comparison saves and compares the basket's lines in one call (one branch's lines:
      // the same comparison).
      return operation === 'BasketComparison' || operation === 'BasketComparisonBranch'
        ? { value: ITEMS }
        : null;
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
  let warm: RunningGateway;
  let manyLines: Array<{ offerId: string; sellableId: string; quantity: number }> = [];
  /** Each run's estimate and calls (by operation and run), for ESTIMATES_TABLE. */
  const measured = new Map<string, { estimate: number; cold?: number; warm?: number }>();

  /** Sends a GraphQL request and fails the test on GraphQL errors. */
  async function must<T>(client: GraphqlClient, query: string, variables = {}): Promise<T> {
    const result = await client.request<T>(query, variables);
    expect(result.errors, query).toBeUndefined();
    if (!result.data) throw new Error(`no data for ${query}`);
    return result.data;
  }

  async function sim(path: string, body?: unknown): Promise<Response> {
    return fetch(`${stack.sim.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  }

  /** A fresh simulator state and a signed-in shopper with a cart, an order and payments. */
  async function prepare(): Promise<{ shopper: GraphqlClient; fixture: Fixture }> {
    await sim('/sim/reset', {});
    const shopper = new GraphqlClient(stack.gatewayUrl);
    await must(
      shopper,
      `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`,
      { input: { login: LOGIN, password: PASSWORD } },
    );
    // The gateway keeps the shopper's basket (and its legacy cart's id) across the simulator's
    // reset: each operation starts from an empty one in a cart of this state.
    await must(shopper, `mutation { clearBasket { errors { __typename } } }`);
    const { syncBasket } = await must<{ syncBasket: { cart: { id: string } } }>(
      shopper,
      `mutation ($input: SyncBasketInput!) { syncBasket(input: $input) { cart { id } } }`,
      { input: { items: ITEMS, location: HERE } },
    );
    const { timeslots } = await must<{ timeslots: Array<{ value: string }> }>(
      shopper,
      `{ timeslots(supplierId: "101", dispatch: COLLECT) { value } }`,
    );
    const timeslot = timeslots[0]?.value ?? '';
    const { registerOrder } = await must<{
      registerOrder: {
        order: { id: string; revision: string; items: Array<{ id: string }> } | null;
      };
    }>(
      shopper,
      `mutation ($input: RegisterOrderInput!) {
        registerOrder(input: $input) { order { id revision items { id } } errors { message } }
      }`,
      {
        input: {
          idempotencyKey: key(),
          supplierId: PAROW,
          items: ITEMS,
          paymentProvider: 'PAYGATE',
          dispatch: 'COLLECT',
          timeslot,
        },
      },
    );
    const orderId = registerOrder.order?.id ?? '';
    // The card attempt needs an order of its own: an order whose redirect payment is still open
    // takes no other payment (it may already have been charged at the provider).
    const cardOrder = await must<{ registerOrder: { order: { id: string } | null } }>(
      shopper,
      `mutation ($input: RegisterOrderInput!) { registerOrder(input: $input) { order { id } } }`,
      {
        input: {
          idempotencyKey: key(),
          supplierId: PAROW,
          items: ITEMS,
          paymentProvider: 'YOCO',
          dispatch: 'COLLECT',
          timeslot,
        },
      },
    );
    const cardOrderId = cardOrder.registerOrder.order?.id ?? '';
    const transaction = (provider: string, forOrder = orderId) =>
      must<{ registerTransaction: { transaction: { id: string } | null } }>(
        shopper,
        `mutation ($input: RegisterTransactionInput!) {
          registerTransaction(input: $input) { transaction { id } errors { message } }
        }`,
        {
          input: {
            idempotencyKey: key(),
            orderId: forOrder,
            provider,
            returnUrl: 'http://127.0.0.1/orders/pay/return',
          },
        },
      );
    const paygate = await transaction('PAYGATE');
    const transactionId = paygate.registerTransaction.transaction?.id ?? '';
    const approved = await sim(`/sim/pay/${transactionId}`, { outcome: 'approve' });
    const back = new URL(approved.headers.get('location') ?? 'http://invalid/');
    const yoco = await transaction('YOCO', cardOrderId);

    await sim(`/api/v1/account/shopfront/forgot_password`, { login: LOGIN });
    const outbox = (await (await sim('/sim/outbox')).json()) as {
      messages: Array<{ token_code?: string }>;
    };
    const resetCode = outbox.messages.findLast((message) => message.token_code)?.token_code ?? '';
    const validated = (await (
      await sim(`/api/v1/account/shopfront/validate_token`, {
        login: LOGIN,
        token_code: resetCode,
      })
    ).json()) as { token_id?: string | number };

    const fixture: Fixture = {
      cartId: syncBasket.cart.id,
      timeslot,
      orderId,
      orderItemId: registerOrder.order?.items[0]?.id ?? '',
      revision: registerOrder.order?.revision ?? '',
      transactionId,
      payRequestId: back.searchParams.get('PAY_REQUEST_ID') ?? '',
      transactionStatus: back.searchParams.get('TRANSACTION_STATUS') ?? '',
      checksum: back.searchParams.get('CHECKSUM') ?? '',
      cardOrderId,
      cardTransactionId: yoco.registerTransaction.transaction?.id ?? '',
      resetCode,
      resetToken: String(validated.token_id ?? ''),
    };
    for (const [name, value] of Object.entries(fixture)) {
      expect(value, `fixture ${name}`).not.toBe('');
    }
    return { shopper, fixture };
  }

  beforeAll(async () => {
    stack = await startStack({
      CACHE_TTL_SECONDS: '0',
      PAYMENT_RETURN_ORIGINS: 'http://127.0.0.1',
    });
    // As shipped (the public cache on), on the same simulator: the warm runs.
    warm = await startGateway(stack.sim.url, {
      SIGN_IN_ATTEMPTS: '0',
      RESET_CODE_ATTEMPTS: '0',
      RESET_REQUESTS: '0',
      PAYMENT_RETURN_ORIGINS: 'http://127.0.0.1',
    });
    const searcher = new GraphqlClient(stack.gatewayUrl);
    manyLines = (
      await parowOffers(
        async (q) =>
          (
            await searcher.request<{ offerSearch: { offers: SearchedOffer[] } }>(PAROW_SEARCH, {
              q,
            })
          ).data?.offerSearch.offers ?? [],
        MANY_LINES,
        { wholeItemsOnly: true },
      )
    ).map(({ offerId, sellableId }) => ({ offerId, sellableId, quantity: 1 }));
  });
  afterAll(async () => {
    await warm?.close();
    await stack?.close();
    // ESTIMATES_TABLE=<file>: the estimate against the calls of every run, as a Markdown table.
    const file = process.env.ESTIMATES_TABLE;
    if (file) {
      const lines = [...measured]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([run, row]) => `| ${run} | ${row.estimate} | ${row.cold ?? ''} | ${row.warm ?? ''} |`,
        );
      writeFileSync(
        file,
        [
          '| operation | estimate | calls cold | calls warm |',
          '| --- | --- | --- | --- |',
          ...lines,
        ]
          .join('\n')
          .concat('\n'),
      );
    }
  });

  it('finds the web operations', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  /** The calls one request makes, checked against the operation's estimate; none repeated. */
  async function made(
    client: GraphqlClient,
    name: string,
    text: string,
    variables: Record<string, unknown>,
    run: string,
  ): Promise<number> {
    await stack.resetCalls();
    const result = await client.request(text, variables);
    const label = `${name} (${run}) ${JSON.stringify(variables).slice(0, 300)}`;
    expect(result.errors, label).toBeUndefined();
    // The same request twice is the waste; one route called for each nearby branch is not.
    const requests = await stack.requests();
    const repeated = Object.entries(requests).filter(([, count]) => count > 1);
    expect(repeated, `${label} repeated upstream calls`).toEqual([]);
    const estimate = estimateUpstreamCalls(schema, parse(text), name);
    const total = Object.values(requests).reduce((sum, count) => sum + count, 0);
    expect(
      total,
      `${label} ${JSON.stringify(requests)}: estimated ${estimate}`,
    ).toBeLessThanOrEqual(estimate);
    expect(estimate, name).toBeLessThanOrEqual(UPSTREAM_CALL_LIMIT);
    const [side, ...what] = run.split(' ');
    const key = [name, what.join(' ').trim()].filter(Boolean).join(' ');
    const row = measured.get(key) ?? { estimate };
    row[side === 'warm' ? 'warm' : 'cold'] = total;
    measured.set(key, row);
    return total;
  }

  it.each(operations.map((entry) => [entry.name, entry] as const))(
    '%s',
    async (name, { operation, text }) => {
      const optionalSupplier = operation.variableDefinitions?.some(
        (definition) =>
          definition.variable.name.value === 'supplierId' &&
          definition.type.kind !== Kind.NON_NULL_TYPE,
      );
      // Agency mode (a branch chosen) and, where the screen allows, market mode (no branch); a
      // basket of many lines where the operation takes the basket's lines.
      const runs: Array<{ market: boolean; many: boolean }> = [{ market: false, many: false }];
      if (optionalSupplier) runs.push({ market: true, many: false });
      let takesLines = false;
      for (const { market, many } of runs) {
        const { shopper, fixture } = await prepare();
        const variables: Record<string, unknown> = {};
        const missing: string[] = [];
        for (const definition of operation.variableDefinitions ?? []) {
          const variable = definition.variable.name.value;
          const found = variableValue(name, variable, fixture);
          if (found) variables[variable] = found.value;
          else if (definition.type.kind === Kind.NON_NULL_TYPE) missing.push(variable);
        }
        expect(missing, `${name}: add realistic values for these variables`).toEqual([]);
        if (market) variables.supplierId = null;
        takesLines = withLines(variables, manyLines) !== null;
        const sent = many ? (withLines(variables, manyLines) ?? variables) : variables;
        const run = [market ? 'market' : 'branch', many ? `${MANY_LINES} lines` : ''].join(' ');

        await made(shopper, name, text, sent, `cold ${run}`);
        if (operation.operation === 'query') {
          // Warm: the gateway as shipped, asked the same query a second time.
          const warmShopper = new GraphqlClient(warm.url);
          warmShopper.adoptCookies(shopper);
          await warmShopper.request(text, sent);
          await made(warmShopper, name, text, sent, `warm ${run}`);
        }
        if (takesLines && !many && !market) runs.push({ market: false, many: true });
      }
    },
  );
});

/** The server basket's lines: the maize meal at Parow, at the price shown. */
const BASKET_LINES = [
  { offerId: '100001', sellableId: '1001', supplierId: '101', quantity: 2, seenPriceInCents: 4499 },
];

/** The variables with the basket's lines (`items`, or `input.items`) replaced; null if none. */
function withLines(
  variables: Record<string, unknown>,
  lines: Array<{ offerId: string; quantity: number }>,
): Record<string, unknown> | null {
  const items = lines.map(({ offerId, quantity }) => ({ offerId, quantity }));
  if (Array.isArray(variables.items)) return { ...variables, items };
  const input = variables.input as { items?: unknown } | undefined;
  if (input && Array.isArray(input.items)) return { ...variables, input: { ...input, items } };
  return null;
}
