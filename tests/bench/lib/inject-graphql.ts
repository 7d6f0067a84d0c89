/**
 * GraphQL against a gateway built in this process, through `app.inject` (no socket, so a CPU
 * profile sees only the gateway's own work). Keeps the session cookie a sign-in sets.
 * `compressed`: as a browser asks (the measured requests); plain JSON for the set-up.
 */
import type { buildGateway } from '@shopfront/gateway';

type Gateway = Awaited<ReturnType<typeof buildGateway>>;

export function injectGraphql(app: Gateway) {
  let cookie = '';
  return async (query: string, variables: Record<string, unknown>, compressed = false) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        cookie,
        ...(compressed ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie)
      cookie = [setCookie]
        .flat()
        .map((c) => c.split(';')[0])
        .join('; ');
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response;
  };
}
