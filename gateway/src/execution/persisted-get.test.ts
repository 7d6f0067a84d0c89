import { createHash } from 'node:crypto';
import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OperationCompiler } from './jit-gateway.js';
import { persistedGetFastPath } from './persisted-get.js';

let supplierRuns = 0;
const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      supplier(id: ID!): Supplier
      basket: [String!]!
    }
    type Supplier {
      id: ID!
      name: String!
    }
    type Mutation {
      ping: Boolean
    }
  `,
  resolvers: {
    Query: {
      supplier: (_root: unknown, { id }: { id: string }) => {
        supplierRuns += 1;
        if (id === '0') throw new GraphQLError('No such supplier', { extensions: { code: 'X' } });
        return { id, name: `Branch ${id}` };
      },
      basket: () => ['milk'],
    },
    Mutation: { ping: () => true },
  },
});

const TEXTS = {
  supplier: 'query SelectedSupplier($id: ID!) { supplier(id: $id) { id name } }',
  basket: 'query Basket { basket }',
  mutation: 'mutation Ping { ping }',
  invalid: 'query Unknown { nope }',
  hidden: 'query Hidden { basket }',
};
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const manifest = new Map(Object.values(TEXTS).map((text) => [hashOf(text), text]));

interface Context {
  id: number;
}

let app: FastifyInstance;
let compiler: OperationCompiler;
let contexts: number;
/** What reached the route (Apollo's place): the context the fast path left for it, if any. */
let passedOn: Array<Context | undefined>;
let answered: string[];

beforeEach(async () => {
  contexts = 0;
  passedOn = [];
  answered = [];
  app = Fastify();
  supplierRuns = 0;
  compiler = new OperationCompiler(schema);
  const fastPath = persistedGetFastPath<Context>({
    path: '/graphql',
    compiler,
    manifest,
    validationRules: [],
    introspection: false,
    maxTokens: 100,
    admits: (operation) => operation.name?.value !== 'Hidden',
    context: async (request) => {
      if (request.headers['x-fail-context']) throw new Error('store down');
      contexts += 1;
      return { id: contexts };
    },
    onAnswered: (name) => answered.push(name),
  });
  app.addHook('preHandler', fastPath.preHandler);
  const apollo = async (request: FastifyRequest) => {
    passedOn.push(fastPath.contextFor(request));
    return 'apollo';
  };
  app.get('/graphql', apollo);
  app.post('/graphql', apollo);
  app.get('/other', apollo);
});

afterEach(async () => {
  await app.close();
});

function url(
  text: string,
  variables: unknown = {},
  extra: Record<string, string> = {},
  path = '/graphql',
) {
  const params = new URLSearchParams({
    variables: typeof variables === 'string' ? variables : JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(text) } }),
    ...extra,
  });
  return `${path}?${params}`;
}

const PREFLIGHT = { 'apollo-require-preflight': 'true' };

describe('persisted GET fast path', () => {
  it('answers a manifest query as Apollo would: body, content type, public cache', async () => {
    const response = await app.inject({
      url: url(TEXTS.supplier, { id: '7' }, { operationName: 'SelectedSupplier' }),
      headers: PREFLIGHT,
    });
    expect(response.body).toBe('{"data":{"supplier":{"id":"7","name":"Branch 7"}}}\n');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(answered).toEqual(['SelectedSupplier']);
    expect(passedOn).toEqual([]);
  });

  it("answers the viewer's data as private, and honours Apollo Client's Accept", async () => {
    const response = await app.inject({
      url: url(TEXTS.basket),
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
    });
    expect(response.body).toBe('{"data":{"basket":["milk"]}}\n');
    expect(response.headers['content-type']).toBe(
      'application/graphql-response+json; charset=utf-8',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['no CSRF header and no content type', url(TEXTS.basket), {}],
    ['a simple content type', url(TEXTS.basket), { 'content-type': 'text/plain' }],
    ['an odd JSON content type', url(TEXTS.basket), { 'content-type': 'application/json; x=1' }],
    ['an Accept without JSON', url(TEXTS.basket), { ...PREFLIGHT, accept: 'text/html' }],
    [
      'the callback form Apollo chooses',
      url(TEXTS.basket),
      { ...PREFLIGHT, accept: 'application/json; callbackSpec=1.0' },
    ],
    ['a query text beside the hash', url(TEXTS.basket, {}, { query: TEXTS.basket }), PREFLIGHT],
    ['variables that are not JSON', url(TEXTS.supplier, '{id:'), PREFLIGHT],
    ['variables that are a list', url(TEXTS.supplier, '[1]'), PREFLIGHT],
    [
      'another operation name',
      url(TEXTS.supplier, { id: '7' }, { operationName: 'Other' }),
      PREFLIGHT,
    ],
    ['a mutation', url(TEXTS.mutation), PREFLIGHT],
    ['a document the schema refuses', url(TEXTS.invalid), PREFLIGHT],
    ['an operation the safelist refuses', url(TEXTS.hidden), PREFLIGHT],
    ['a hash the build did not ship', url('query X { basket }'), PREFLIGHT],
    ['another route', url(TEXTS.basket, {}, {}, '/other'), PREFLIGHT],
    [
      'a repeated parameter',
      `${url(TEXTS.supplier, { id: '7' })}&variables=${encodeURIComponent('{"id":"8"}')}`,
      PREFLIGHT,
    ],
    [
      'a persisted-query version it does not know',
      `/graphql?extensions=${encodeURIComponent(
        JSON.stringify({ persistedQuery: { version: 2, sha256Hash: hashOf(TEXTS.basket) } }),
      )}`,
      PREFLIGHT,
    ],
  ])('leaves to Apollo, before running anything: %s', async (_case, path, headers) => {
    const response = await app.inject({ url: path, headers });
    expect(response.body).toBe('apollo');
    expect(contexts).toBe(0);
    expect(passedOn).toEqual([undefined]);
    expect(answered).toEqual([]);
  });

  it('leaves a POST to Apollo', async () => {
    const response = await app.inject({
      method: 'POST',
      url: url(TEXTS.basket),
      headers: PREFLIGHT,
      payload: {},
    });
    expect(response.body).toBe('apollo');
    expect(contexts).toBe(0);
  });

  it('hands an answer with errors to Apollo, with the context it ran in (no second run)', async () => {
    const response = await app.inject({
      url: url(TEXTS.supplier, { id: '0' }),
      headers: PREFLIGHT,
    });
    expect(response.body).toBe('apollo');
    expect(contexts).toBe(1);
    expect(supplierRuns).toBe(1);
    const [context] = passedOn;
    expect(context?.id).toBe(1);
    // Apollo runs the operation with a shallow copy of that context: the compiler gives the
    // result the fast path got, without running the resolver again.
    const document = parse(TEXTS.supplier);
    const result = await compiler.execute(
      document,
      'SelectedSupplier',
      { ...context },
      { id: '0' },
    );
    expect(supplierRuns).toBe(1);
    expect(result.data).toEqual({ supplier: null });
    expect(result.errors?.map((error) => [error.message, error.extensions])).toEqual([
      ['No such supplier', { code: 'X' }],
    ]);
    // Another request's context runs it.
    const fresh = await compiler.execute(document, 'SelectedSupplier', { id: 10 }, { id: '1' });
    expect(fresh.data).toEqual({ supplier: { id: '1', name: 'Branch 1' } });
    expect(supplierRuns).toBe(2);
  });

  it('hands variables the schema refuses to Apollo', async () => {
    const response = await app.inject({ url: url(TEXTS.supplier, {}), headers: PREFLIGHT });
    expect(response.body).toBe('apollo');
    expect(passedOn.map((context) => context?.id)).toEqual([1]);
  });

  it('leaves a request whose context cannot be built to Apollo, which reports it', async () => {
    const response = await app.inject({
      url: url(TEXTS.basket),
      headers: { ...PREFLIGHT, 'x-fail-context': '1' },
    });
    expect(response.body).toBe('apollo');
    expect(passedOn).toEqual([undefined]);
  });
});
