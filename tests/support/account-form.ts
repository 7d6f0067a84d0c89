/**
 * For the tests of the no-script account forms (`POST /sign_in`, `POST /register`): the stack
 * they run against and a visitor's basket filled with the no-script Add.
 */
import { expect } from 'vitest';
import { MAIZE_MEAL_OFFER } from './shoppers';
import { cookiesOf, postForm } from './form-post';
import { startStack, type TestStack } from './stack';

/** The gateway as the account forms' tests want it: a short deadline, an HTTPS origin, SSR cached. */
export const startAccountFormStack = (): Promise<TestStack> =>
  startStack({
    REQUEST_TIMEOUT_MS: '3000',
    PUBLIC_ORIGIN: 'https://shop.test',
    SSR_CACHE_SECONDS: '60',
  });

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
