/**
 * Cart calls: save the shopper's server basket, compare it across suppliers, validate it before
 * checkout and validate picks. Every call is the shopper's own and sends their token, so none is
 * ever cached.
 */
import type {
  RestCart,
  RestCartValidation,
  RestCartValidationRequest,
  RestCompareDebugResponse,
  RestCompareResponse,
  RestCompareSyncRequest,
  RestCompareSyncResponse,
  RestCartSyncRequest,
  RestValidatedItem,
  RestCartLine,
} from '@shopfront/legacy-api';
import type { Origin } from './catalogue-api.js';
import type { LegacyClient } from './legacy-client.js';

export interface CompareArgs {
  cartId: number;
  lat: number | null;
  lon: number | null;
}

export class CartApi {
  constructor(private readonly client: LegacyClient) {}

  async sync(body: RestCartSyncRequest, authToken: string): Promise<RestCart> {
    const response = await this.client.call('POST /cart/v1/sync', { body, authToken });
    return response.cart;
  }

  /**
   * `parse`: how to read the answer (e.g. keeping each offer's id only, for a caller that asks no
   * more of them: the answer's offers are then `{ id }` alone).
   */
  async syncAndCompare(
    body: RestCompareSyncRequest,
    authToken: string,
    parse?: (bytes: Buffer) => unknown,
  ): Promise<RestCompareSyncResponse> {
    return this.client.call('POST /shopit/v1/compare/sync', {
      body,
      authToken,
      ...(parse ? { parse } : {}),
    });
  }

  async compare(args: CompareArgs, authToken: string): Promise<RestCompareResponse> {
    return this.client.call('GET /cart/v1/compare', {
      query: { id: args.cartId, lat: args.lat ?? undefined, lon: args.lon ?? undefined },
      authToken,
    });
  }

  async compareDebug(args: CompareArgs, authToken: string): Promise<RestCompareDebugResponse> {
    return this.client.call('GET /cart/v1/compare_debug', {
      query: { id: args.cartId, lat: args.lat ?? undefined, lon: args.lon ?? undefined },
      authToken,
    });
  }

  /** Goes to the supplier's own API in agency mode (`origin`). */
  async validate(
    body: RestCartValidationRequest,
    authToken: string,
    origin: Origin,
  ): Promise<RestCartValidation> {
    const response = await this.client.call('POST /api/v1/cart/validate', {
      body,
      authToken,
      origin,
    });
    return response.validation;
  }

  async validatePicks(items: RestCartLine[], authToken: string): Promise<RestValidatedItem[]> {
    const response = await this.client.call('POST /api/v1/offers/validate_picks', {
      body: { items },
      authToken,
    });
    return response.items;
  }
}
