/**
 * Manager and supplier-side calls (imports, leaflets, supplier order pack and process) with the
 * manager authorisation header, and the shopper's data migration.
 */
import type { Readable } from 'node:stream';
import { MANAGER_AUTH_HEADER } from '@shopfront/legacy-api';
import type {
  RestImport,
  RestImportResponse,
  RestImportUpdateRequest,
  RestLeaflet,
  RestLeafletCreateRequest,
  RestOrder,
  RestSupplierOrderActionRequest,
} from '@shopfront/legacy-api';
import type { SessionData } from '../session/types.js';
import { outcome, type Outcome } from './errors.js';
import { parseBaseUrl, type LegacyClient } from './legacy-client.js';

export type SupplierOrderAction = 'pack-complete' | 'pack-dispute' | 'pack-issue' | 'process-issue';

export class ManagerApi {
  constructor(private readonly client: LegacyClient) {}

  async updateImport(
    authorization: string,
    importId: number,
    update: RestImportUpdateRequest['import'],
  ): Promise<Outcome<RestImport>> {
    const result = await outcome(
      this.client.call('PUT /manager/api/v1/imports/{id}', {
        params: { id: String(importId) },
        body: { import: update },
        headers: { [MANAGER_AUTH_HEADER]: authorization },
      }),
    );
    return result.ok ? { ok: true, value: result.value.import } : result;
  }

  async createLeaflet(
    authorization: string,
    leaflet: RestLeafletCreateRequest['leaflet'],
  ): Promise<Outcome<RestLeaflet[]>> {
    const result = await outcome(
      this.client.call('POST /manager/api/v1/leaflets', {
        body: { leaflet },
        headers: { [MANAGER_AUTH_HEADER]: authorization },
      }),
    );
    return result.ok ? { ok: true, value: result.value.leaflets } : result;
  }

  async supplierOrder(
    authorization: string,
    action: SupplierOrderAction,
    orderId: number,
    body: RestSupplierOrderActionRequest,
  ): Promise<Outcome<RestOrder>> {
    const args = {
      params: { id: String(orderId) },
      body,
      headers: { [MANAGER_AUTH_HEADER]: authorization },
    };
    const call =
      action === 'pack-complete'
        ? this.client.call('POST /api/v1/supplier_order_pack/{id}/complete', args)
        : action === 'pack-dispute'
          ? this.client.call('POST /api/v1/supplier_order_pack/{id}/dispute', args)
          : action === 'pack-issue'
            ? this.client.call('POST /api/v1/supplier_order_pack/{id}/issue', args)
            : this.client.call('POST /api/v1/supplier_order_process/{id}/issue', args);
    const result = await outcome(call);
    return result.ok ? { ok: true, value: result.value.order } : result;
  }

  async migrate(session: SessionData, data: Record<string, unknown>): Promise<Outcome<string>> {
    const result = await outcome(
      this.client.call('POST /api/v1/migration', {
        body: { data },
        authToken: session.authToken,
      }),
    );
    return result.ok ? { ok: true, value: result.value.message } : result;
  }

  /**
   * Streams a multipart upload to `POST /manager/api/v1/imports` as it arrives (never buffered
   * whole), with the original content type (and its boundary) and the manager authorisation.
   */
  uploadImport(
    authorization: string,
    contentType: string,
    body: Readable,
    contentLength: string | undefined,
  ): Promise<RestImportResponse> {
    const { origin, prefix } = parseBaseUrl(this.client.baseUrl);
    return this.client.transport.forwardStream<RestImportResponse>({
      origin,
      method: 'POST',
      path: `${prefix}/manager/api/v1/imports`,
      route: 'POST /manager/api/v1/imports',
      headers: {
        'content-type': contentType,
        [MANAGER_AUTH_HEADER]: authorization,
        ...(contentLength ? { 'content-length': contentLength } : {}),
      },
      body,
      ...(this.client.scope ? { scope: this.client.scope } : {}),
    });
  }
}
