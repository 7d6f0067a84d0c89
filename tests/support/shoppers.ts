/**
 * Seeded shoppers of the simulator and helpers to act as them through the gateway (each
 * GraphqlClient keeps its own session cookie, like a browser).
 */
import { GraphqlClient } from './gateway';

export const THANDI = { login: '0821234567', password: 'lekker123', id: '1' };
export const PIETER = { login: '0831234567', password: 'lekker123', id: '2' };

/** Offers of supplier 101 in the seed (in stock, sold per unit). */
export const MAIZE_MEAL_OFFER = '100001';
export const OLIVE_OIL_OFFER = '100065';

export async function signedIn(
  gatewayUrl: string,
  who: { login: string; password: string },
): Promise<GraphqlClient> {
  const client = new GraphqlClient(gatewayUrl);
  const result = await client.request<{ signIn: { errors: unknown[] } }>(
    `mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }`,
    { input: { login: who.login, password: who.password } },
  );
  if (result.data?.signIn.errors.length !== 0) {
    throw new Error(`Sign in failed: ${JSON.stringify(result)}`);
  }
  return client;
}

/** The first collection slot the supplier offers now (read straight from the legacy API). */
export async function firstTimeslot(simUrl: string, supplierId = '101'): Promise<string> {
  const response = await fetch(`${simUrl}/catalog/v1/suppliers/${supplierId}/timeslots`);
  const body = (await response.json()) as { resources: Array<{ value: string }> };
  const slot = body.resources[0]?.value;
  if (!slot) throw new Error('The simulator offered no time slot');
  return slot;
}

export const REGISTER_ORDER = `mutation ($input: RegisterOrderInput!) {
  registerOrder(input: $input) {
    order { id reference revision status totalInCents statusPill { colour label } timeline { kind state } }
    errors { __typename message }
  }
}`;

export async function placeOrder(
  client: GraphqlClient,
  simUrl: string,
  idempotencyKey: string,
  paymentProvider = 'CASH',
): Promise<{ id: string; reference: string; revision: string }> {
  const result = await client.request<{
    registerOrder: {
      order: { id: string; reference: string; revision: string } | null;
      errors: unknown[];
    };
  }>(REGISTER_ORDER, {
    input: {
      idempotencyKey,
      supplierId: '101',
      items: [{ offerId: MAIZE_MEAL_OFFER, quantity: 2 }],
      paymentProvider,
      dispatch: 'COLLECT',
      timeslot: await firstTimeslot(simUrl),
    },
  });
  const order = result.data?.registerOrder.order;
  if (!order) throw new Error(`Order not placed: ${JSON.stringify(result)}`);
  return order;
}
