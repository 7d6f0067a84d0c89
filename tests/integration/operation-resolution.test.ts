/**
 * The operation a request runs is the one Apollo Server resolved from the document and
 * `operationName`: an `operationName` that is empty, names no operation of the document, or
 * leaves several operations to choose from is a GraphQL-over-HTTP 400, and nothing runs (no
 * upstream call, no cookie set), over GET and POST, with and without the operation safelist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';
import { webOperation } from '../support/web-manifest';

interface Sent {
  /** The document's text, or the web's operation whose persisted hash is sent instead. */
  query?: string;
  persisted?: string;
  operationName?: string;
  variables: Record<string, unknown>;
}

const SIGN_IN_VARIABLES = { input: { login: THANDI.login, password: THANDI.password } };
const SELECTED_SUPPLIER_VARIABLES = { id: '101' };
/** Two of the web's own operations (so the safelist admits each) in one document. */
const TWO_OPERATIONS = `${webOperation('SelectedSupplier').body}\n\n${webOperation('SignIn').body}`;

const CASES: Array<[string, Sent]> = [
  [
    'an empty operationName with a persisted mutation',
    { persisted: 'SignIn', operationName: '', variables: SIGN_IN_VARIABLES },
  ],
  [
    'an empty operationName with a persisted query',
    { persisted: 'SelectedSupplier', operationName: '', variables: SELECTED_SUPPLIER_VARIABLES },
  ],
  [
    'an empty operationName with a document of one operation',
    {
      query: webOperation('SelectedSupplier').body,
      operationName: '',
      variables: SELECTED_SUPPLIER_VARIABLES,
    },
  ],
  [
    'an operationName the document does not have',
    { persisted: 'SignIn', operationName: 'SignOut', variables: SIGN_IN_VARIABLES },
  ],
  [
    'a wrongly spelt name of one of several operations',
    {
      query: TWO_OPERATIONS,
      operationName: 'signIn',
      variables: { ...SIGN_IN_VARIABLES, ...SELECTED_SUPPLIER_VARIABLES },
    },
  ],
  [
    'no operationName for a document of several operations',
    { query: TWO_OPERATIONS, variables: { ...SIGN_IN_VARIABLES, ...SELECTED_SUPPLIER_VARIABLES } },
  ],
];

function extensionsOf(sent: Sent): string | undefined {
  if (!sent.persisted) return undefined;
  return JSON.stringify({
    persistedQuery: { version: 1, sha256Hash: webOperation(sent.persisted).id },
  });
}

async function send(gatewayUrl: string, method: 'GET' | 'POST', sent: Sent) {
  const extensions = extensionsOf(sent);
  if (method === 'GET') {
    const search = new URLSearchParams({ variables: JSON.stringify(sent.variables) });
    if (sent.query !== undefined) search.set('query', sent.query);
    if (extensions) search.set('extensions', extensions);
    if (sent.operationName !== undefined) search.set('operationName', sent.operationName);
    return fetch(`${gatewayUrl}/graphql?${search.toString()}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
  }
  return fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: sent.query,
      operationName: sent.operationName,
      variables: sent.variables,
      ...(extensions ? { extensions: JSON.parse(extensions) as unknown } : {}),
    }),
  });
}

describe.each([
  ['without the safelist', { GRAPHQL_SAFELIST: 'false' }],
  ['with the safelist (production)', { GRAPHQL_SAFELIST: 'true', GRAPHQL_INTROSPECTION: 'false' }],
])('an operation Apollo cannot resolve, %s', (_label, env) => {
  let stack: TestStack;
  beforeAll(async () => {
    // No catalogue cache: any read that ran would show as an upstream call.
    stack = await startStack({ ...env, CACHE_TTL_SECONDS: '0', PUBLIC_ANSWER_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe.each(['GET', 'POST'] as const)('over %s', (method) => {
    it.each(CASES)('%s: a 400 that says so, and nothing runs', async (_case, sent) => {
      await stack.resetCalls();
      const response = await send(stack.gatewayUrl, method, sent);
      const body = (await response.json()) as {
        data?: unknown;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };

      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(body.data).toBeUndefined();
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.extensions?.code).toBe('OPERATION_RESOLUTION_FAILURE');
      expect(body.errors?.[0]?.message).toMatch(/operationName/);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect((await stack.calls()).total).toBe(0);
    });
  });

  it('still runs the operation a right operationName names in a document of several', async () => {
    await stack.resetCalls();
    const response = await send(stack.gatewayUrl, 'POST', {
      query: TWO_OPERATIONS,
      operationName: 'SelectedSupplier',
      variables: SELECTED_SUPPLIER_VARIABLES,
    });
    const body = (await response.json()) as { data?: { supplier?: { id: string } } };
    expect(response.status).toBe(200);
    expect(body.data?.supplier?.id).toBe('101');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
