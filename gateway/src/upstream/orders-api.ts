/**
 * The orders API family. Reads and register use the generation from LEGACY_ORDERS_API: v1
 * (`/api/v1/orders/...`, `/api/v1/users/{id}/orders`) or v2 (`/api/v2/...` reads, `POST
 * /cart/v1/order` to register, `POST /order/v1/sync` to modify). v2 orders are converted to the v1
 * shape here, so resolvers see one `RestOrder`. All calls carry the shopper's token.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@shopfront/legacy-api';
import type {
  RestCartLine,
  RestModificationsValidationResponse,
  RestOffer,
  RestOfflinePaymentRequest,
  RestOrder,
  RestOrderModification,
  RestOrderPrepareJob,
  RestOrderV2,
  RestRegisterCart,
} from '@shopfront/legacy-api';
import type { ApiGeneration } from '../config.js';
import type { SessionData } from '../session/types.js';
import { outcome, type Outcome } from './errors.js';
import type { LegacyClient } from './legacy-client.js';

export interface OrdersPage {
  orders: RestOrder[];
  nextPage: number | null;
  total: number;
}

const rands = (cents: number) => (cents / 100).toFixed(2);

/** A v2 order in the v1 shape (v2 drops the formatted money strings and embeds the supplier). */
export function fromV2(order: RestOrderV2): RestOrder {
  const { items, supplier, ...rest } = order;
  return {
    ...rest,
    order_items: items.map((item) => ({
      ...item,
      total: rands(item.total_in_cents),
      unit_price: rands(item.unit_price_in_cents),
    })),
    total: rands(order.total_in_cents),
    supplier_id: supplier.id,
    supplier_name: supplier.name,
    supplier_address: supplier.formatted_address,
  };
}

/** The lines an order would have after the modifications (for v2's whole-order sync). */
export function linesAfter(
  order: RestOrder,
  modifications: RestOrderModification[],
): RestCartLine[] {
  const lines = new Map<number, RestCartLine | null>();
  for (const item of order.order_items) {
    lines.set(item.id, { offer_id: item.offer_id, qty: item.qty_ordered });
  }
  const added: RestCartLine[] = [];
  for (const modification of modifications) {
    const item = order.order_items.find((line) => line.id === modification.order_item_id);
    if (modification.action === 'add' && modification.item) added.push(modification.item);
    else if (item && modification.action === 'remove') lines.set(item.id, null);
    else if (item && modification.action === 'accept') {
      lines.set(item.id, { offer_id: item.offer_id, qty: item.qty });
    } else if (item && modification.action === 'update' && modification.qty !== undefined) {
      lines.set(item.id, { offer_id: item.offer_id, qty: modification.qty });
    }
  }
  return [...[...lines.values()].filter((line): line is RestCartLine => line !== null), ...added];
}

export class OrdersApi {
  constructor(
    private readonly client: LegacyClient,
    private readonly generation: ApiGeneration,
  ) {}

  private get v2(): boolean {
    return this.generation === 'v2';
  }

  async order(session: SessionData, orderId: number): Promise<RestOrder> {
    const args = { params: { order_id: String(orderId) }, authToken: session.authToken };
    if (this.v2) {
      return fromV2((await this.client.call('GET /api/v2/orders/{order_id}', args)).order);
    }
    return (await this.client.call('GET /api/v1/orders/{order_id}', args)).order;
  }

  async history(session: SessionData, page: number, perPage: number): Promise<OrdersPage> {
    const args = {
      params: { user_id: String(session.userId) },
      query: { page, per_page: perPage },
      authToken: session.authToken,
    };
    const response = this.v2
      ? await this.client.call('GET /api/v2/users/{user_id}/orders', args)
      : await this.client.call('GET /api/v1/users/{user_id}/orders', args);
    const orders = response.orders.map((order) => ('items' in order ? fromV2(order) : order));
    return { orders, nextPage: response.pagination.next_page, total: response.pagination.total };
  }

  async incomplete(session: SessionData): Promise<RestOrder[]> {
    const args = { params: { user_id: String(session.userId) }, authToken: session.authToken };
    if (this.v2) {
      const response = await this.client.call(
        'GET /api/v2/users/{user_id}/orders/incomplete',
        args,
      );
      return response.orders.map(fromV2);
    }
    return (await this.client.call('GET /api/v1/users/{user_id}/orders/incomplete', args)).orders;
  }

  async offers(
    session: SessionData,
    orderId: number,
    offerIds: number[] | null,
  ): Promise<RestOffer[]> {
    const response = await this.client.call('GET /api/v1/orders/{order_id}/offers', {
      params: { order_id: String(orderId) },
      query: { offer_ids: offerIds === null ? undefined : offerIds.join(',') },
      authToken: session.authToken,
    });
    return response.resources;
  }

  /** Places an order once per idempotency key (the legacy API honours the header too). */
  async register(
    session: SessionData,
    cart: RestRegisterCart,
    idempotencyKey: string,
  ): Promise<Outcome<RestOrder>> {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
    const result = this.v2
      ? await outcome(
          this.client.call('POST /cart/v1/order', {
            body: { cart },
            authToken: session.authToken,
            headers,
          }),
        )
      : await outcome(
          this.client.call('POST /api/v1/orders/register', {
            body: { cart, user: { id: session.userId } },
            authToken: session.authToken,
            headers,
          }),
        );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  async prepare(session: SessionData, orderId: number): Promise<Outcome<RestOrderPrepareJob>> {
    const result = await outcome(
      this.client.call('POST /api/v1/orders/{id}/prepare', {
        params: { id: String(orderId) },
        body: {},
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.job } : result;
  }

  async cancel(session: SessionData, orderId: number): Promise<Outcome<RestOrder>> {
    const result = await outcome(
      this.client.call('POST /api/v1/orders/{order_id}/cancel', {
        params: { order_id: String(orderId) },
        body: {},
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  async review(
    session: SessionData,
    orderId: number,
    rating: number,
    comment: string | null,
  ): Promise<Outcome<RestOrder>> {
    const result = await outcome(
      this.client.call('POST /api/v1/orders/{id}/review', {
        params: { id: String(orderId) },
        body: { review: { order_id: orderId, rating, comment } },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  validateModifications(
    session: SessionData,
    orderId: number,
    modifications: RestOrderModification[],
  ): Promise<Outcome<RestModificationsValidationResponse>> {
    return outcome(
      this.client.call('POST /api/v1/orders/{id}/validate_modifications', {
        params: { id: String(orderId) },
        body: { modifications },
        authToken: session.authToken,
      }),
    );
  }

  /** v1 sends the modifications; v2 syncs the whole line list they lead to. */
  async modify(
    session: SessionData,
    order: RestOrder,
    modifications: RestOrderModification[],
  ): Promise<Outcome<RestOrder>> {
    const result = this.v2
      ? await outcome(
          this.client.call('POST /order/v1/sync', {
            body: { order_id: order.id, items: linesAfter(order, modifications) },
            authToken: session.authToken,
          }),
        )
      : await outcome(
          this.client.call('POST /api/v1/orders/{id}/modify', {
            params: { id: String(order.id) },
            body: { modifications },
            authToken: session.authToken,
          }),
        );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  async offlinePayment(
    session: SessionData,
    orderId: number,
    provider: RestOfflinePaymentRequest['provider'],
  ): Promise<Outcome<RestOrder>> {
    const result = await outcome(
      this.client.call('POST /api/v1/orders/{id}/offline_payment', {
        params: { id: String(orderId) },
        body: { provider },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  async resolvePaymentPending(session: SessionData, orderId: number): Promise<Outcome<RestOrder>> {
    const result = await outcome(
      this.client.call('POST /api/v1/orders/{id}/resolve_payment_pending', {
        params: { id: String(orderId) },
        body: {},
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.order } : result;
  }
}
