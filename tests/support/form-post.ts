/**
 * For the tests of the no-script form endpoints: a same-site form post, the cookies an answer
 * sets, and the simulator without the faults a test asked for.
 */
import type { TestStack } from './stack';

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
