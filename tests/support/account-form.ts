/**
 * For the tests of the no-script account forms (`POST /sign_in`, `POST /register`): the stack
 * they run against, a same-site form post, the cookies an answer sets, and a visitor's basket
 * filled with the no-script Add.
 */
import { expect } from 'vitest';
import { MAIZE_MEAL_OFFER } from './shoppers';
import { startStack, type TestStack } from './stack';

/** The gateway as the account forms' tests want it: a short deadline, an HTTPS origin, SSR cached. */
export const startAccountFormStack = (): Promise<TestStack> =>
  startStack({
    REQUEST_TIMEOUT_MS: '3000',
    PUBLIC_ORIGIN: 'https://shop.test',
    SSR_CACHE_SECONDS: '60',
  });

/** The simulator without the faults a test asked for. */
export async function clearFaults(stack: TestStack): Promise<void> {
  await fetch(`${stack.sim.url}/sim/faults`, { method: 'DELETE' });
}

/** A form posted to `path` from the shop's own page (same site), the answer not followed. */
export const postForm = (
  stack: TestStack,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${stack.gatewayUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
  });

/** The cookies the answer sets (`name=value`), those it clears left out. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='));

/** The session cookie the answer sets, if any. */
export const sessionOf = (response: Response) =>
  cookiesOf(response).find((pair) => pair.startsWith('sf_session='));

/** A visitor's basket, `quantity` maize meal added with the no-script Add: its `sf_basket` cookie. */
export async function visitorBasket(stack: TestStack, quantity: number): Promise<string> {
  const added = await postForm(
    stack,
    '/basket',
    `offerId=${MAIZE_MEAL_OFFER}&sellableId=1001&supplierId=101&quantity=${quantity}`,
  );
  expect(added.status).toBe(303);
  const cookie = cookiesOf(added).find((pair) => pair.startsWith('sf_basket='));
  expect(cookie).toBeDefined();
  return cookie!;
}
