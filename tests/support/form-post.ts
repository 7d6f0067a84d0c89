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

/** How many posts to `form` the gateway has counted with `outcome` on its metrics port. */
export async function formActionCount(
  stack: TestStack,
  form: string,
  outcome: string,
): Promise<number> {
  const metrics = await (await fetch(`${stack.metricsUrl}/metrics`)).text();
  const line = new RegExp(
    `^gateway_form_actions_total\\{form="${form}",outcome="${outcome}"\\} (\\d+)`,
    'm',
  ).exec(metrics);
  return Number(line?.[1] ?? 0);
}

/** The counts of `outcomes` for `form`, by outcome. */
export async function formActionCounts<Outcome extends string>(
  stack: TestStack,
  form: string,
  outcomes: readonly Outcome[],
): Promise<Record<Outcome, number>> {
  const counts = {} as Record<Outcome, number>;
  for (const outcome of outcomes) counts[outcome] = await formActionCount(stack, form, outcome);
  return counts;
}
