/**
 * The legacy comparisons of the last minute, by shopper and basket. Reading a 100-line legacy
 * comparison (1.3 MB of JSON: every line's offer in full at every branch) costs the gateway most
 * of its comparison CPU, most of it in the garbage collection those bytes set off on the gateway's
 * heap (docs/benchmarks.md, "Basket comparison CPU"). The same basket is asked again within
 * seconds: for the other dispatch choice, for one branch's lines ("Shop here"), by a reload or the
 * server render. Those reuse the answer: one legacy call per basket contents, not per question.
 *
 * The key is the shopper's token (never shared between shoppers or sign-ins), the saved basket's
 * id, its lines and the position, exactly as they would be sent. A basket saved by any other call
 * of the shopper with other lines (`forget`) is compared again: the answer also saved the lines. Answers with
 * offers in full are never kept (only the web's offer-id answers, a tenth of the bytes). Prices
 * can be a minute old here, as in the web's cache of the comparison, which keeps it longer.
 *
 * An answer is kept as its JSON text (offers cut to ids, about 120 KB at 100 lines) and parsed
 * for each use (about 0.4 ms): kept as objects, every new basket's answer lived long enough to be
 * copied into the old generation and walked by every full collection, which cost a new basket
 * more than leaving out the branches' lines saved (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import type { RestCartSyncRequest, RestCompareSyncResponse } from '@shopfront/legacy-api';
import { LRUCache } from 'lru-cache';

/** How long a comparison is reused. */
export const COMPARED_FRESH_MS = 60_000;
/** The kept texts' characters, at most. */
const MAX_CHARS = 32 * 1024 * 1024;

/** The legacy answer's JSON text, offers cut to their ids (`offersAsIdsText`). */
export type ComparedAnswerText = string;

function shopperOf(authToken: string): string {
  return createHash('sha256').update(authToken).digest('base64url');
}

/** The saved basket's id and lines, as sent. */
function linesOf(cart: RestCartSyncRequest): string {
  const lines = cart.items
    .map((line) => `${line.offer_id}:${line.qty}:${line.price_in_cents ?? ''}`)
    .join(',');
  return `${cart.id ?? ''}|${lines}`;
}

function basketOf(cart: RestCartSyncRequest, lat: number, lon: number): string {
  const saved = cart.location ? `${cart.location.latitude},${cart.location.longitude}` : '';
  return `${linesOf(cart)}\n${lat},${lon}|${saved}`;
}

/**
 * One gateway's kept comparisons (each replica keeps its own; a miss is one legacy call), made by
 * app.ts and reached through the request context.
 */
export class ComparedAnswers {
  private readonly answers = new LRUCache<string, Promise<ComparedAnswerText>>({
    max: 500,
    ttl: COMPARED_FRESH_MS,
    maxSize: MAX_CHARS,
    // Sized when asked (the answer is not in yet); resized once it is.
    sizeCalculation: () => 2048,
  });

  /**
   * The comparison of `cart` for this shopper: the one asked in the last minute (or being asked
   * now), else `ask()`'s. A failed ask is not kept. A new basket's answer is kept under its new
   * id too, so the next question (which names the id) finds it.
   */
  async compare(
    authToken: string,
    cart: RestCartSyncRequest,
    lat: number,
    lon: number,
    ask: () => Promise<ComparedAnswerText>,
  ): Promise<RestCompareSyncResponse> {
    const shopper = shopperOf(authToken);
    const key = `${shopper}\n${basketOf(cart, lat, lon)}`;
    const kept = this.answers.get(key);
    if (kept) return JSON.parse(await kept) as RestCompareSyncResponse;
    // One basket per shopper: their earlier baskets are not asked again, and every kept answer
    // is heap the garbage collector walks on every full collection (the cost measured here).
    this.forgetOthers(shopper, `${shopper}\n${linesOf(cart)}\n`);
    const asked = ask();
    this.answers.set(key, asked);
    try {
      const text = await asked;
      const answer = JSON.parse(text) as RestCompareSyncResponse;
      const size = { size: Math.max(text.length, 1) };
      if (this.answers.get(key) !== asked) return answer; // forgotten meanwhile
      this.answers.set(key, asked, size);
      if (cart.id === undefined) {
        const saved = { ...cart, id: answer.cart.id };
        this.answers.set(`${shopper}\n${basketOf(saved, lat, lon)}`, asked, size);
      }
      return answer;
    } catch (error) {
      if (this.answers.get(key) === asked) this.answers.delete(key);
      throw error;
    }
  }

  /**
   * The shopper saved `cart` another way (another tab, "Shop here"): their kept comparisons of
   * other lines no longer match what the server basket holds, so they are compared again.
   */
  forget(authToken: string, cart: RestCartSyncRequest): void {
    const shopper = shopperOf(authToken);
    this.forgetOthers(shopper, `${shopper}\n${linesOf(cart)}\n`);
  }

  /** Drops the shopper's answers except those whose key starts with `keep`. */
  private forgetOthers(shopper: string, keep: string): void {
    const prefix = `${shopper}\n`;
    for (const key of [...this.answers.keys()])
      if (key.startsWith(prefix) && !key.startsWith(keep)) this.answers.delete(key);
  }
}
