// A page as the server renders it. A shop just started, or a very busy machine, may miss the
// render's data deadline (SSR_DATA_DEADLINE_MS, 15 s for the journeys' shops) and send the
// client-rendered page instead, as it is made to; the answers asked meanwhile are then in the
// gateway's cache, and the next render makes the deadline and is kept in the HTML cache for the
// visit that follows.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { within } from '../../support/time-scale';

/** Asks for the page until the server renders it (`x-render` rendered or cached), and returns it. */
export async function serverRendered(
  request: APIRequestContext,
  path: string,
): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        response = await request.get(path, { headers: { accept: 'text/html' } });
        return response.headers()['x-render'];
      },
      { message: `${path} rendered by the server`, timeout: within(20_000) },
    )
    .toMatch(/^(rendered|cached)$/);
  return response!;
}
