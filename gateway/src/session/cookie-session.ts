/**
 * The request's session, read from and written to the sealed `sf_session` cookie.
 *
 * The sealed payload carries a session id and its issue and expiry times, checked on every
 * request: a copied cookie stops working when it expires, when the shopper signs out (its id is
 * revoked) or when the password is reset (every older session of the shopper is revoked). Cookies
 * sealed with a previous key (SESSION_SECRET_PREVIOUS) still open and are re-sealed with the
 * current key. The cookie is unsealed once per request.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRevocations } from './revocations.js';
import { seal, unsealWithAny } from './sealed-cookie.js';
import type { Session, SessionData } from './types.js';

export const SESSION_COOKIE = 'sf_session';

/** What the cookie holds: the session data, its id, and when it was issued and expires (ms). */
interface SealedSession extends SessionData {
  sid: string;
  iat: number;
  exp: number;
}

interface Opened {
  session: SealedSession;
  /** Opened with a previous key: re-seal with the current one. */
  stale: boolean;
}

function isSealedSession(value: unknown): value is SealedSession {
  const data = value as Partial<SealedSession> | null;
  return (
    typeof data?.userId === 'number' &&
    typeof data.authToken === 'string' &&
    typeof data.scope === 'string' &&
    typeof data.sid === 'string' &&
    typeof data.iat === 'number' &&
    typeof data.exp === 'number'
  );
}

const opened = new WeakMap<FastifyRequest, Opened | null>();

/** The request's sealed session when it opens and has not expired; unsealed once per request. */
function openCookie(request: FastifyRequest, keys: readonly Buffer[]): Opened | null {
  if (opened.has(request)) return opened.get(request) ?? null;
  const raw = request.cookies[SESSION_COOKIE];
  const result = raw ? unsealWithAny(raw, keys) : null;
  const session =
    result && isSealedSession(result.value) && result.value.exp > Date.now()
      ? { session: result.value, stale: result.keyIndex > 0 }
      : null;
  opened.set(request, session);
  return session;
}

/**
 * The id of a request's session, without a reply to write to (rate limiting); not checked for
 * revocation, so whatever counts by it must count per session, never per shopper.
 */
export function readSessionId(request: FastifyRequest, keys: readonly Buffer[]): string | null {
  return openCookie(request, keys)?.session.sid ?? null;
}

/**
 * Whether the request's session cookie names a session that is still live: it opens, has not
 * expired and was not revoked (signed out, password reset). Writes nothing to the answer.
 */
export async function hasLiveSession(
  request: FastifyRequest,
  { keys, revocations }: Pick<CookieSessionOptions, 'keys' | 'revocations'>,
): Promise<boolean> {
  const found = openCookie(request, keys);
  return found !== null && !(await revocations.isRevoked(found.session));
}

export interface CookieSessionOptions {
  keys: readonly Buffer[];
  maxAgeSeconds: number;
  revocations: SessionRevocations;
}

export class CookieSession implements Session {
  private constructor(
    private current: SealedSession | null,
    private readonly reply: FastifyReply,
    private readonly options: CookieSessionOptions,
  ) {}

  /** The request's session: expired, tampered or revoked cookies count as none (and are cleared). */
  static async open(
    request: FastifyRequest,
    reply: FastifyReply,
    options: CookieSessionOptions,
  ): Promise<CookieSession> {
    const found = openCookie(request, options.keys);
    const live = found !== null && (await hasLiveSession(request, options));
    const session = new CookieSession(live ? found.session : null, reply, options);
    if (request.cookies[SESSION_COOKIE] && !session.current) session.dropCookie();
    else if (found?.stale && session.current) session.write(session.current);
    return session;
  }

  get data(): SessionData | null {
    if (!this.current) return null;
    const { userId, authToken, scope } = this.current;
    return { userId, authToken, scope };
  }

  async set(data: SessionData, { revokeOthers = false } = {}): Promise<void> {
    const now = Date.now();
    if (revokeOthers) await this.options.revocations.revokeShopper(data.userId, now);
    if (this.current)
      await this.options.revocations.revokeSession(this.current.sid, this.current.exp);
    this.write({
      ...data,
      sid: randomUUID(),
      iat: now,
      exp: now + this.options.maxAgeSeconds * 1000,
    });
  }

  async clear(): Promise<void> {
    if (this.current)
      await this.options.revocations.revokeSession(this.current.sid, this.current.exp);
    this.current = null;
    this.dropCookie();
  }

  private write(session: SealedSession): void {
    this.current = session;
    const [key] = this.options.keys;
    if (!key) throw new Error('No session key configured');
    this.reply.setCookie(SESSION_COOKIE, seal(session, key), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the shopper reached us over TLS (directly or through a trusted proxy).
      secure: this.reply.request.protocol === 'https',
      maxAge: Math.max(1, Math.round((session.exp - Date.now()) / 1000)),
    });
  }

  private dropCookie(): void {
    this.reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
