/**
 * Requests refused before GraphQL runs answer in the GraphQL error shape with a code: a body that is not JSON (400), too large (413), of an unreadable type (415), bad GET
 * variables (400); server errors never show their message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

interface ErrorBody {
  errors: Array<{ message: string; extensions: { code: string } }>;
}

describe('error shapes', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack({ BODY_LIMIT_BYTES: '10000' });
  });
  afterAll(() => stack.close());

  const post = (body: string, contentType: string, path = '/graphql') =>
    fetch(`${stack.gatewayUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'apollo-require-preflight': 'true' },
      body,
    });

  it('a body that is not JSON is BAD_REQUEST', async () => {
    const response = await post('{not json', 'application/json');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('answers in the same shape however the path is spelled (/%67raphql is /graphql)', async () => {
    const response = await post('{not json', 'application/json', '/%67raphql');
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });

  it('a body over the limit is PAYLOAD_TOO_LARGE', async () => {
    const query = `{ __typename } ${'#'.repeat(20_000)}`;
    const response = await post(JSON.stringify({ query }), 'application/json');
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).errors[0]?.extensions.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });

  it('a body of a type the gateway does not read is UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await post('<query/>', 'application/xml');
    expect(response.status).toBe(415);
    expect(((await response.json()) as ErrorBody).errors[0]?.extensions.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('bad GET variables are BAD_REQUEST', async () => {
    const response = await fetch(
      `${stack.gatewayUrl}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`,
      { headers: { 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors[0]?.extensions.code).toBe('BAD_REQUEST');
  });
});
