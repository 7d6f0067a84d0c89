// Every journey starts with the seeded shoppers' baskets empty. The gateway keeps a signed-in
// shopper's basket (it outlives a browser context and the simulator's reset, as it outlives a
// device for a real shopper), so a basket one journey filled would otherwise greet the next.
import { expect, type APIRequestContext } from '@playwright/test';

/** The seeded shoppers the journeys sign in as (support-account.ts, support-checkout.ts). */
const SEEDED = [
  { login: '0821234567', password: 'lekker123' },
  { login: '0831234567', password: 'lekker123' },
];

async function post(api: APIRequestContext, query: string, variables = {}) {
  const response = await api.post('/graphql', { data: { query, variables } });
  expect(response.ok(), `${query}: ${response.status()}`).toBe(true);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
}

/**
 * Signs each seeded shopper in with cookies of its own, empties their basket, signs out. The
 * shoppers side by side (each in a context of its own): this runs before every journey.
 */
export async function emptySeededBaskets(
  newContext: (options: { baseURL: string }) => Promise<APIRequestContext>,
  baseURL: string,
): Promise<void> {
  await Promise.all(SEEDED.map((shopper) => emptyBasketOf(shopper, newContext, baseURL)));
}

async function emptyBasketOf(
  shopper: (typeof SEEDED)[number],
  newContext: (options: { baseURL: string }) => Promise<APIRequestContext>,
  baseURL: string,
): Promise<void> {
  const api = await newContext({ baseURL });
  try {
    await post(
      api,
      'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }',
      { input: shopper },
    );
    const cleared = await post(api, 'mutation { clearBasket { errors { message } } }');
    expect(cleared.errors).toBeUndefined();
    await post(api, 'mutation { signOut { __typename } }');
  } finally {
    await api.dispose();
  }
}
