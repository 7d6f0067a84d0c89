/** Manager and supplier-side resources (`/manager/api/v1/...`, supplier order pack and process). */
import type { RestLeaflet } from './catalogue.js';
import type { RestDateTime, RestStatus } from './common.js';

export interface RestImport {
  id: number;
  /** e.g. `offers`, `products`, `stock`. */
  import_type: string;
  imported_at: RestDateTime | null;
  status: 'pending' | 'processing' | 'imported' | 'failed';
  content_type: string;
  supplier_id: number;
  supplier_name: string;
  /** Rows read from the uploaded file. */
  row_count: number;
}

export interface RestImportResponse {
  status: RestStatus;
  import: RestImport;
}

export interface RestImportUpdateRequest {
  import: Partial<Pick<RestImport, 'status' | 'import_type'>>;
}

export interface RestLeafletCreateRequest {
  leaflet: {
    name: string;
    /** Path or URL of the leaflet file. */
    path: string;
    supplier_ids: number[];
    start_at: RestDateTime;
    end_at: RestDateTime;
    visible_at: RestDateTime;
    published: boolean;
  };
}

export interface RestLeafletCreateResponse {
  status: RestStatus;
  /** One leaflet per supplier named. */
  leaflets: RestLeaflet[];
}

export interface RestSupplierOrderActionRequest {
  /** Why (for dispute and issue), or a packing note (complete). */
  note?: string;
  /** Packed quantities per order item id (complete). */
  packed?: Array<{ order_item_id: number; qty: number }>;
}

export interface RestMigrationRequest {
  /** Local data of an old client to move onto the account (cart lines, favourites). */
  data: Record<string, unknown>;
}
