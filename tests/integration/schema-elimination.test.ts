/**
 * Nothing about the schema is learnt by elimination. With the safelist on, a document that is not
 * on it gets the same answer whether it names real fields or made-up ones, valid or not; with
 * introspection off, no error message names a type, field, argument or input field of the schema
 * (validation messages, variable coercion messages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadWebOperations, operation } from '../bench/lib/web-operations';
import { GraphqlClient } from '../support/gateway';
import { namesIn, schemaNames } from '../support/schema-names';
import { startStack, type TestStack } from '../support/stack';

const sdl = readFileSync(
  fileURLToPath(new URL('../../schema/generated/schema.graphql', import.meta.url)),
  'utf8',
);
const NAMES = schemaNames(buildSchema(sdl));

/** Unlisted documents: real fields, made-up ones, bad arguments, wrong types. */
const UNLISTED = [
  '{ shopConfig { currency } }',
  '{ shopConfigs { currency } }',
  '{ shopConfig { currencies } }',
  '{ categories(supplierId: "101") { id } }',
  '{ categories(supplierIds: "101") { id } }',
  '{ categories(supplierId: 101) { id } }',
  '{ categories { id } }',
  'query Named($id: ID!) { viewer { order(id: $id) { revision } } }',
  'query Named($id: Nope!) { viewer { order(id: $id) { revision } } }',
  'mutation { cancelOrder(input: { orderId: "1", idempotencyKey: "k" }) { errors { message } } }',
  'mutation { cancelOrder(input: { orderId: "1", madeUp: 1 }) { errors { message } } }',
  'mutation { madeUpMutation { id } }',
];

async function answer(client: GraphqlClient, query: string) {
  const result = await client.request(query);
  return { status: result.status, data: result.data, errors: result.errors };
}

describe('nothing learnt by elimination', () => {
  let listed: TestStack;
  let open: TestStack;

  beforeAll(async () => {
    listed = await startStack({ GRAPHQL_SAFELIST: 'true', GRAPHQL_INTROSPECTION: 'false' });
    open = await startStack({ GRAPHQL_INTROSPECTION: 'false' });
  });
  afterAll(async () => {
    await listed?.close();
    await open?.close();
  });

  it('answers every unlisted document alike, valid or not, and asks nothing upstream', async () => {
    const client = new GraphqlClient(listed.gatewayUrl);
    await listed.resetCalls();
    const answers = [];
    for (const query of UNLISTED) answers.push(await answer(client, query));
    // And again: a document seen before gets the same answer too.
    for (const query of UNLISTED) answers.push(await answer(client, query));
    expect(answers[0]).toMatchObject({
      status: 403,
      errors: [{ extensions: { code: 'FORBIDDEN', reason: 'OPERATION_NOT_SAFELISTED' } }],
    });
    for (const [index, each] of answers.entries()) {
      expect({ query: UNLISTED[index % UNLISTED.length], ...each }).toEqual({
        query: UNLISTED[index % UNLISTED.length],
        ...answers[0],
      });
    }
    expect((await listed.calls()).total).toBe(0);
  });

  it('refuses a listed operation sent beside anything else, and is not fooled by names', async () => {
    const client = new GraphqlClient(listed.gatewayUrl);
    const shopConfig = operation(await loadWebOperations(), 'ShopConfig');
    const refused = await answer(client, UNLISTED[0]!);
    // Beside a made-up field or a real one: the same refusal, so the extra says nothing.
    for (const extra of [
      'query Extra { shopConfig { currency } }',
      'query Extra { shopConfig { currencies } }',
      'fragment Extra on Query { nope }',
      'fragment ShopConfig_config on ShopConfig { nope }',
    ]) {
      const beside = await client.request(`${shopConfig}\n${extra}`, undefined, {}, 'ShopConfig');
      expect({ status: beside.status, data: beside.data, errors: beside.errors }).toEqual(refused);
    }
    // A wrong operationName first does not spoil the text for the right one (Apollo keeps the
    // judged document per text).
    const wrong = await client.request(shopConfig, undefined, {}, 'NoSuchOperation');
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
    const right = await client.request(shopConfig, undefined, {}, 'ShopConfig');
    expect(right.status).toBe(200);
    expect(right.errors).toBeUndefined();
  });

  it('names nothing of the schema in validation messages with introspection off', async () => {
    const client = new GraphqlClient(open.gatewayUrl);
    for (const query of UNLISTED.slice(1)) {
      const result = await client.request(query);
      for (const error of result.errors ?? []) {
        expect({ query, names: namesIn(error.message, NAMES) }).toEqual({ query, names: [] });
      }
    }
    const invalid = await client.request('{ shopConfig { currencies } }');
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("names nothing of the schema in the variables' coercion messages with introspection off", async () => {
    const client = new GraphqlClient(open.gatewayUrl);
    const cancel = `mutation OrderCancel($input: OrderIdInput!) {
      cancelOrder(input: $input) { errors { message } } }`;
    for (const input of [
      { orderId: '1', madeUp: 1 },
      { orderId: '1' },
      { orderId: { deeper: 1 }, idempotencyKey: 'key-123456' },
      null,
    ]) {
      const result = await client.request(cancel, { input });
      expect(result.errors?.length).toBeGreaterThan(0);
      for (const error of result.errors ?? []) {
        expect(error.message).toMatch(/^Variable "\$input"/);
        expect({ input, names: namesIn(error.message, NAMES) }).toEqual({ input, names: [] });
        expect(error.message).not.toMatch(/idempotencyKey|OrderIdInput|orderId/);
      }
    }
  });
});
