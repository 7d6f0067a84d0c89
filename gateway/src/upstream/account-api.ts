/**
 * The account API family: sign in and up, password reset, profile (`/api/v1|v2/account/{scope}`,
 * generation from LEGACY_ACCOUNT_API), addresses and debtor card requests (`/api/v1/users/...`).
 * User-scoped calls carry the shopper's bearer token, so they are never cached.
 */
import type {
  RestAccount,
  RestAccountResponse,
  RestAccountUpdate,
  RestAddress,
  RestDebtorCard,
  RestMessageResponse,
  RestSignUpPayload,
  RestValidateTokenResponse,
} from '@shopfront/legacy-api';
import type { ApiGeneration } from '../config.js';
import { MemoryAccountSnapshots, type AccountSnapshots } from './account-snapshots.js';
import type { SessionData } from '../session/types.js';
import { outcome, type Outcome } from './errors.js';
import type { LegacyClient } from './legacy-client.js';

/** A signed-in account and the token for its user-scoped calls. */
export interface SignedIn {
  account: RestAccount;
  authToken: string;
}

/** Turns a 200 that still says no (`status` not ok, `messages`) into a refusal. */
function signedIn(response: RestAccountResponse): Outcome<SignedIn> {
  if (response.status === 'ok' && response.account && response.auth_token) {
    return { ok: true, value: { account: response.account, authToken: response.auth_token } };
  }
  return { ok: false, messages: response.messages ?? ['The request was refused'] };
}

function account(response: RestAccountResponse): Outcome<RestAccount> {
  if (response.status === 'ok' && response.account) return { ok: true, value: response.account };
  return { ok: false, messages: response.messages ?? ['The request was refused'] };
}

export class AccountApi {
  constructor(
    private readonly client: LegacyClient,
    private readonly generation: ApiGeneration,
    private readonly scope: string,
    private readonly snapshots: AccountSnapshots = new MemoryAccountSnapshots(),
  ) {}

  /** Keeps the account a sign in (or sign up, or reset) returned, for this session's reads. */
  private async remember(result: Outcome<SignedIn>): Promise<Outcome<SignedIn>> {
    if (result.ok) {
      const { account, authToken } = result.value;
      await this.snapshots.set({ userId: account.id, authToken }, account);
    }
    return result;
  }

  private get v2(): boolean {
    return this.generation === 'v2';
  }

  private async refusable<T, R>(call: Promise<R>, map: (response: R) => Outcome<T>) {
    const result = await outcome(call);
    return result.ok ? map(result.value) : result;
  }

  async signIn(login: string, password: string): Promise<Outcome<SignedIn>> {
    const args = { params: { scope: this.scope }, body: { login, password } };
    return this.remember(
      await this.refusable(
        this.v2
          ? this.client.call('POST /api/v2/account/{scope}/sign_in', args)
          : this.client.call('POST /api/v1/account/{scope}/sign_in', args),
        signedIn,
      ),
    );
  }

  async signUp(payload: RestSignUpPayload): Promise<Outcome<SignedIn>> {
    const args = { params: { scope: this.scope }, body: payload };
    return this.remember(
      await this.refusable(
        this.v2
          ? this.client.call('POST /api/v2/account/{scope}/sign_up', args)
          : this.client.call('POST /api/v1/account/{scope}/sign_up', args),
        signedIn,
      ),
    );
  }

  forgotPassword(login: string): Promise<Outcome<RestMessageResponse>> {
    const args = { params: { scope: this.scope }, body: { login } };
    return outcome(
      this.v2
        ? this.client.call('POST /api/v2/account/{scope}/forgot_password', args)
        : this.client.call('POST /api/v1/account/{scope}/forgot_password', args),
    );
  }

  validateToken(login: string, code: string): Promise<Outcome<string>> {
    const args = { params: { scope: this.scope }, body: { login, token_code: code } };
    return this.refusable(
      this.v2
        ? this.client.call('POST /api/v2/account/{scope}/validate_token', args)
        : this.client.call('POST /api/v1/account/{scope}/validate_token', args),
      (response: RestValidateTokenResponse): Outcome<string> =>
        response.status === 'ok' && response.token_id
          ? { ok: true, value: response.token_id }
          : { ok: false, messages: [response.message || 'The code is invalid or has expired'] },
    );
  }

  async resetPassword(tokenId: string, password: string): Promise<Outcome<SignedIn>> {
    const args = { params: { scope: this.scope }, body: { token_id: tokenId, password } };
    return this.remember(
      await this.refusable(
        this.v2
          ? this.client.call('POST /api/v2/account/{scope}/reset_password', args)
          : this.client.call('POST /api/v1/account/{scope}/reset_password', args),
        signedIn,
      ),
    );
  }

  /**
   * Changes the account and keeps the answer as this session's snapshot. An empty update changes
   * nothing and returns the current account (the legacy API has no other way to read it): only
   * `current` sends one, and only when the snapshot is gone.
   */
  async update(session: SessionData, update: RestAccountUpdate): Promise<Outcome<RestAccount>> {
    const args = {
      params: { scope: session.scope, id: String(session.userId) },
      body: { account: update },
      authToken: session.authToken,
    };
    const result = await this.refusable(
      this.v2
        ? this.client.call('PATCH /api/v2/account/{scope}/{id}/update', args)
        : this.client.call('PATCH /api/v1/account/{scope}/{id}/update', args),
      account,
    );
    if (result.ok) await this.snapshots.set(session, result.value);
    return result;
  }

  /**
   * The signed-in shopper's account as this session last saw it (sign in or the last save), or
   * undefined when it is gone (expired, evicted, another replica without Redis): then `refresh`.
   */
  snapshot(session: SessionData): Promise<RestAccount | undefined> {
    return this.snapshots.get(session);
  }

  /**
   * The account read live with the legacy API's empty update (its only read), refreshing the
   * snapshot: when the snapshot is gone, and for what the shopper is waiting on someone else to
   * decide (a pending debtor card).
   */
  async refresh(session: SessionData): Promise<Outcome<RestAccount>> {
    return this.update(session, {});
  }

  /** Drops this session's snapshot (sign out; a change made elsewhere, like a debtor card). */
  async forget(session: SessionData): Promise<void> {
    await this.snapshots.delete(session);
  }

  async addresses(session: SessionData): Promise<RestAddress[]> {
    const response = await this.client.call('GET /api/v1/users/{user_id}/addresses', {
      params: { user_id: String(session.userId) },
      authToken: session.authToken,
    });
    return response.resources;
  }

  async addAddress(
    session: SessionData,
    address: Pick<RestAddress, 'formatted' | 'latitude' | 'longitude'>,
  ): Promise<Outcome<RestAddress>> {
    const result = await outcome(
      this.client.call('POST /api/v1/users/{user_id}/addresses', {
        params: { user_id: String(session.userId) },
        body: { address },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.resource } : result;
  }

  async deleteAddress(session: SessionData, addressId: number): Promise<Outcome<string>> {
    const result = await outcome(
      this.client.call('DELETE /api/v1/users/{user_id}/addresses/{id}', {
        params: { user_id: String(session.userId), id: String(addressId) },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.message } : result;
  }

  async requestDebtorCard(
    session: SessionData,
    supplierId: number,
  ): Promise<Outcome<RestDebtorCard>> {
    const result = await outcome(
      this.client.call('POST /api/v1/users/{id}/new_debtor_card', {
        params: { id: String(session.userId) },
        body: { supplier_id: supplierId },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.debtor_card } : result;
  }
}
