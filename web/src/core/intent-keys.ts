/**
 * One idempotency key per shopper intent (edit this order so, cancel it, pay it this way): made
 * when the shopper starts the action, resent while the action has no answer (the request failed,
 * so it may or may not have been made), and new for a new action. Each slot (e.g.
 * `cancel-order:42`) holds at most one unanswered intent: asking for a different action in the
 * slot (other content) replaces it, and an answer, success or refusal, ends it.
 */
import { newIdempotencyKey } from '../lib/idempotency';

/** One unanswered intent: what was asked (as JSON), its key, and the revision it was sent for. */
export interface PendingIntent {
  content: string;
  key: string;
  /** The order revision the action was first sent for, resent with its key (see `sendAt`). */
  revision?: string;
}

/**
 * Where the unanswered intents are kept, by slot: memory by default (a reload forgets them); an
 * intent whose subject is stored (an order's pending changes, `orders-v1`) is kept beside it, so
 * a retry after a reload resends its key (core/orders-store.ts `orderSaveKeys`).
 */
export interface PendingIntents {
  get(slot: string): PendingIntent | undefined;
  set(slot: string, intent: PendingIntent): void;
  delete(slot: string): void;
}

export class IntentKeys {
  constructor(
    private readonly makeKey: () => string = newIdempotencyKey,
    private readonly pending: PendingIntents = new Map<string, PendingIntent>(),
  ) {}

  /** The key for `content` in `slot`: the unanswered one when it is the same action, else new. */
  keyFor(slot: string, content: unknown = null): string {
    return this.intent(slot, content).key;
  }

  /** The unanswered intent for `content` in `slot`, else a new one (first sent at `revision`). */
  private intent(slot: string, content: unknown, revision?: string): PendingIntent {
    const wanted = JSON.stringify(content);
    const current = this.pending.get(slot);
    if (current?.content === wanted) {
      if (current.revision !== undefined || revision === undefined) return current;
      const sent = { ...current, revision };
      this.pending.set(slot, sent);
      return sent;
    }
    const fresh: PendingIntent = { content: wanted, key: this.makeKey() };
    if (revision !== undefined) fresh.revision = revision;
    this.pending.set(slot, fresh);
    return fresh;
  }

  /**
   * Like `send`, for an action made for one revision of an order: the revision the first attempt
   * carried is resent with the key on every retry, even when the page has learnt a newer one
   * meanwhile (the lost attempt may have made it), so the gateway can tell a retry whose first
   * attempt was made from a new action.
   */
  async sendAt<T>(
    slot: string,
    content: unknown,
    revision: string,
    call: (key: string, revision: string) => Promise<T>,
  ): Promise<T> {
    const intent = this.intent(slot, content, revision);
    const result = await call(intent.key, intent.revision ?? revision);
    this.answered(slot);
    return result;
  }

  /** The shop answered the action in `slot`: the next action there gets a new key. */
  answered(slot: string): void {
    this.pending.delete(slot);
  }

  /**
   * Sends an action with its key. An answer (the promise resolves) ends the intent; a failure
   * (it rejects: no answer, or a retryable error) keeps the key for the shopper's retry.
   */
  async send<T>(slot: string, content: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const result = await call(this.keyFor(slot, content));
    this.answered(slot);
    return result;
  }
}

/** The page's intents: kept while the app runs, so a retry from a re-opened page reuses its key. */
export const intentKeys = new IntentKeys();
