/**
 * A visitor's basket id, in the sealed `sf_basket` cookie (AES-GCM with the session keys, as the
 * session cookie): the browser holds no basket, only a reference it can neither read nor forge.
 * A cookie that does not open (tampered, another shop's key, malformed) counts as no basket and
 * is cleared. Named by a first visitor's first page (docs/adr/0079), else set on her first change;
 * renewed with every change.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { seal, unsealWithAny } from '../session/sealed-cookie.js';

export const BASKET_COOKIE = 'sf_basket';

interface SealedBasketId {
  bid: string;
}

const isSealedBasketId = (value: unknown): value is SealedBasketId =>
  typeof (value as Partial<SealedBasketId> | null)?.bid === 'string';

export class VisitorBasketCookie {
  private id: string | null | undefined;

  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly keys: readonly Buffer[],
    private readonly maxAgeSeconds: number,
  ) {}

  /** The visitor's basket id, or null (no cookie, or one that does not open: then cleared). */
  read(): string | null {
    if (this.id !== undefined) return this.id;
    this.id = this.opened();
    if (this.request.cookies[BASKET_COOKIE] && this.id === null) this.clear();
    return this.id;
  }

  /** Whether the request carries a basket cookie that opens (nothing is changed either way). */
  opens(): boolean {
    return this.opened() !== null;
  }

  /** The id the request's cookie holds, or null when there is none or it does not open. */
  private opened(): string | null {
    const raw = this.request.cookies[BASKET_COOKIE];
    const opened = raw ? unsealWithAny(raw, this.keys) : null;
    return opened && isSealedBasketId(opened.value) ? opened.value.bid : null;
  }

  /** The visitor's basket id, a new one when they have none; the cookie is (re)written. */
  issue(): string {
    const id = this.read() ?? randomUUID();
    this.id = id;
    this.reply.setCookie(BASKET_COOKIE, this.sealed(id), this.options());
    return id;
  }

  /**
   * A new basket id's cookie as a `Set-Cookie` line, for a page that names a first visitor's
   * basket: the caller adds it to the answer, where a cookie a render sets in its place can
   * replace it (ssr/server-pages.ts).
   */
  newLine(): string {
    return this.reply.server.serializeCookie(
      BASKET_COOKIE,
      this.sealed(randomUUID()),
      this.options(),
    );
  }

  private sealed(id: string): string {
    const [key] = this.keys;
    if (!key) throw new Error('No session key configured');
    return seal({ bid: id } satisfies SealedBasketId, key);
  }

  private options() {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.request.protocol === 'https',
      maxAge: this.maxAgeSeconds,
    };
  }

  /** Drops the cookie (the basket went to a signed-in shopper, or the cookie did not open). */
  clear(): void {
    this.id = null;
    this.reply.clearCookie(BASKET_COOKIE, { path: '/' });
  }
}
