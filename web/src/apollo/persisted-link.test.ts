/**
 * What the shop's link chain puts on the wire: persisted hashes only, queries as GET while the URL
 * stays short, as POST once their variables would make it too long (a big basket's check), and
 * mutations as POST. Asserted on the requests a fake `fetch` receives.
 */
import { gql } from '@apollo/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './client';
import { MAX_GET_URL_LENGTH } from './persisted-link';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

const RECHECK = gql`
  query BasketRecheck($items: [BasketOfferRefInput!]!) {
    basketOffers(items: $items) {
      offerId
    }
  }
`;

const ADD = gql`
  mutation AddLine($offerId: ID!) {
    addLine(offerId: $offerId)
  }
`;

const NOT_FOUND = {
  errors: [
    { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
  ],
};

let sent: Sent[];
let answers: unknown[];

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Sent['body']) : null,
      });
      const answer = answers.shift() ?? { data: { basketOffers: [], addLine: true } };
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A basket of `count` lines, as the basket check sends it. */
function lines(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    offerId: `offer-${index}-0123456789abcdef`,
    sellableId: `sellable-${index}-0123456789`,
    supplierId: `supplier-${index % 7}`,
  }));
}

async function recheck(count: number) {
  await createApolloClient().query({
    query: RECHECK,
    variables: { items: lines(count) },
    fetchPolicy: 'no-cache',
  });
}

/** The request sent `index`-th (in order since the test began). */
function request(index = 0): Sent {
  const found = sent[index];
  if (!found) throw new Error(`no request ${index} among ${sent.length}`);
  return found;
}

function urlParams(url: string): URLSearchParams {
  return new URL(url, 'http://shop.test').searchParams;
}

describe('persisted link chain', () => {
  it('sends a query with small variables as GET, the hash in the URL and no text', async () => {
    await recheck(3);
    expect(sent).toHaveLength(1);
    const only = request();
    expect(only.method).toBe('GET');
    expect(only.body).toBeNull();
    expect(only.url.length).toBeLessThanOrEqual(MAX_GET_URL_LENGTH);
    const params = urlParams(only.url);
    expect(params.get('operationName')).toBe('BasketRecheck');
    expect(params.has('query')).toBe(false);
    const extensions = JSON.parse(params.get('extensions') ?? '{}');
    expect(extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(params.get('variables') ?? '{}').items).toHaveLength(3);
  });

  it('sends a query whose GET URL would be too long as POST, the hash in the body and no text', async () => {
    await recheck(200);
    expect(sent).toHaveLength(1);
    const only = request();
    expect(only.method).toBe('POST');
    expect(only.url).toBe('/graphql');
    expect(only.headers['content-type']).toBe('application/json');
    expect(only.body).not.toBeNull();
    expect(only.body).not.toHaveProperty('query');
    expect(only.body?.operationName).toBe('BasketRecheck');
    expect(only.body?.extensions).toMatchObject({
      persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect((only.body?.variables as { items: unknown[] }).items).toHaveLength(200);
  });

  it('decides by the URL the query would have, just either side of the bound', async () => {
    let count = 1;
    let longestGet = 0;
    for (; count < 200; count += 1) {
      sent = [];
      await recheck(count);
      if (request(0).method === 'POST') break;
      longestGet = request(0).url.length;
      expect(longestGet).toBeLessThanOrEqual(MAX_GET_URL_LENGTH);
    }
    expect(count).toBeLessThan(200);
    // One more line (about 150 characters in the URL) would have passed the bound.
    expect(longestGet).toBeGreaterThan(MAX_GET_URL_LENGTH - 200);
  });

  it('sends mutations as POST with the hash and no text', async () => {
    await createApolloClient().mutate({ mutation: ADD, variables: { offerId: 'offer-1' } });
    expect(sent).toHaveLength(1);
    const only = request();
    expect(only.method).toBe('POST');
    expect(only.body).not.toHaveProperty('query');
    expect(only.body?.extensions).toHaveProperty('persistedQuery');
  });

  it('without Web Crypto, sends the full text, still GET while short and POST when long', async () => {
    vi.stubGlobal('crypto', {});
    await recheck(3);
    await recheck(200);
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'POST']);
    expect(urlParams(request(0).url).get('query')).toContain('query BasketRecheck');
    expect(request(1).body?.query).toContain('query BasketRecheck');
  });

  it('re-sends an unknown hash once with its text, as POST', async () => {
    answers.push(NOT_FOUND);
    await recheck(3);
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'POST']);
    expect(request(1).body?.query).toContain('query BasketRecheck');
  });
});
