/** What the legacy API itself holds for a shopper's addresses, read past the gateway. */
import type { RestAccountResponse, RestAddress } from '@shopfront/legacy-api';

export async function legacyAddresses(
  simUrl: string,
  who: { login: string; password: string },
): Promise<RestAddress[]> {
  const signIn = await fetch(`${simUrl}/api/v1/account/shopfront/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: who.login, password: who.password }),
  });
  const session = (await signIn.json()) as RestAccountResponse;
  if (!session.account || !session.auth_token) throw new Error('Sign in at the simulator failed');
  const list = await fetch(`${simUrl}/api/v1/users/${session.account.id}/addresses`, {
    headers: { authorization: `Bearer ${session.auth_token}` },
  });
  return ((await list.json()) as { resources: RestAddress[] }).resources;
}
