/**
 * Changes to an existing order (edit, cancel, pay, review, ...) made once per idempotency key,
 * also when the legacy API made the change but its answer was lost. The legacy API takes no
 * idempotency key for these calls, and a lost answer is a failure the store forgets (so that a
 * call that never arrived can be retried), so the gateway keeps its own note per key: a digest of
 * the input and a snapshot of what the change alters, taken before the first attempt. A retry
 * reads the order afresh; when the snapshot differs, the first attempt's change was made and the
 * retry answers with the order as it now is, sending nothing. Notes live in the idempotency store
 * (Redis when shared), so this holds across replicas.
 *
 * A note can be forgotten (a gateway without Redis restarted; Redis restarted or emptied). For
 * changes that are not safe to repeat, the client also sends the order's `revision` it made the
 * change for, resent unchanged with the key: the change is sent only while the order is still at
 * that revision, so a retry whose first attempt was made changes nothing (`OrderChangedError`),
 * whatever the gateway remembers.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { RestOrder } from '@shopfront/legacy-api';
import type { GatewayContext } from '../../context.js';
import type { SessionData } from '../../session/types.js';
import type { Outcome } from '../../upstream/errors.js';
import { orderRevision } from '../../live/order-revision.js';
import { badUserInput } from '../errors.js';
import { ORDER_CHANGED } from './errors.js';
import { idempotencyKey, onceOrRefused } from './once.js';

/** JSON with object keys sorted, so the same input always gives the same digest. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

const digest = (value: unknown) =>
  createHash('sha256').update(stableJson(value)).digest('base64url');

/** What the first attempt with a key saw; kept for as long as results are. */
interface Note {
  input: string;
  before: string | null;
  attempt: string;
}

export interface OrderChange<T> {
  /** Names the mutation: keys are kept apart per kind and shopper. */
  kind: string;
  /** `input.idempotencyKey` as sent. */
  key: string;
  /**
   * `input.revision` as sent: the change is sent only while the order is at this revision. For
   * changes whose legacy call is not safe to repeat.
   */
  revision?: string;
  /** The input without the key: a repeat with the same key must send the same. */
  input: unknown;
  /** The order as this request loaded it, before the change. */
  order: RestOrder;
  /** The legacy call. */
  change: () => Promise<Outcome<T>>;
  /**
   * When the legacy call is not safe to repeat: the part of an order the change alters, and the
   * answer to give when a retry finds it altered. Without it a retry after a failure calls again
   * (for legacy calls that are idempotent themselves).
   */
  made?: { snapshot: (order: RestOrder) => unknown; answer: (order: RestOrder) => T };
}

export async function changeOnce<T>(
  context: GatewayContext,
  viewer: SessionData,
  request: OrderChange<T>,
): Promise<Outcome<T>> {
  const key = idempotencyKey(request.key, 'input.idempotencyKey');
  const mine: Note = {
    input: digest(request.input),
    before: request.made ? digest(request.made.snapshot(request.order)) : null,
    attempt: randomUUID(),
  };
  const scope = `${request.kind}:${viewer.userId}`;
  const note = await context.idempotency.once(`${scope}:note`, key, async () => mine);
  if (note.input !== mine.input) {
    throw badUserInput(
      'input.idempotencyKey was already used for a different change: make a new key for a new change',
      'input.idempotencyKey',
    );
  }
  const { made } = request;
  return onceOrRefused(context, request.kind, viewer, key, async () => {
    let current = request.order;
    if (made && note.attempt !== mine.attempt) {
      // An earlier attempt with this key failed: was its change made before the answer was lost?
      current = await context.upstream.orders.order(viewer, request.order.id);
      if (digest(made.snapshot(current)) !== note.before)
        return { ok: true, value: made.answer(current) };
    }
    if (request.revision !== undefined && orderRevision(current) !== request.revision) {
      // Changed since the shopper saw it: maybe by this change, whose answer was lost.
      return { ok: false, messages: [ORDER_CHANGED] };
    }
    return request.change();
  });
}

/** What an edit of the lines alters. */
export const linesSnapshot = (order: RestOrder) => ({
  items: order.order_items.map((item) => [item.id, item.offer_id, item.qty, item.qty_ordered]),
  total: order.total_in_cents,
});

/** What choosing a way to pay alters. */
export const paymentSnapshot = (order: RestOrder) => ({
  provider: order.provider,
  status: order.status,
  paymentStatus: order.payment_status,
  payable: order.payable_balance_in_cents,
  events: order.order_events.filter((event) => event.name === 'awaiting_payment').length,
});
