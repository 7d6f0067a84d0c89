/** The request's session, read from and written to the sealed `sf_session` cookie. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { seal, unseal } from './sealed-cookie.js';
import type { Session, SessionData } from './types.js';

export const SESSION_COOKIE = 'sf_session';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function isSessionData(value: unknown): value is SessionData {
  const data = value as Partial<SessionData> | null;
  return (
    typeof data?.userId === 'number' &&
    typeof data.authToken === 'string' &&
    typeof data.scope === 'string'
  );
}

/** The session of a request without a reply to write to (rate limiting, upload routes). */
export function readSession(request: FastifyRequest, key: Buffer): SessionData | null {
  const raw = request.cookies[SESSION_COOKIE];
  const opened = raw ? unseal(raw, key) : null;
  return isSessionData(opened) ? opened : null;
}

export class CookieSession implements Session {
  private current: SessionData | null;

  constructor(
    request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly key: Buffer,
  ) {
    this.current = readSession(request, key);
  }

  get data(): SessionData | null {
    return this.current;
  }

  set(data: SessionData): void {
    this.current = data;
    this.reply.setCookie(SESSION_COOKIE, seal(data, this.key), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the shopper reached us over TLS (directly or through a trusted proxy).
      secure: this.reply.request.protocol === 'https',
      maxAge: MAX_AGE_SECONDS,
    });
  }

  clear(): void {
    this.current = null;
    this.reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
}
