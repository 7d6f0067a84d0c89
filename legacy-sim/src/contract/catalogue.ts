/** Catalogue resources of the legacy REST API (`/catalog/v1/...`), as spec 1 section 3 lists them. */

/** Opening hours of a branch for one day of the week. */
export interface RestSupplierHours {
  dayname: string;
  formatted_hours: string;
}

/** A supplier branch: a store with a location, opening hours and bank details. */
export interface RestSupplier {
  id: number;
  name: string;
  image_url: string;
  lat: number;
  lon: number;
  /** Base URL of the branch's own API in agency mode, or null when it uses the shared host. */
  api_endpoint: string | null;
  /** Distance from the queried point in km; only set by distance queries. */
  distance: number | null;
  closed_text: string | null;
  disabled: boolean;
  hours: RestSupplierHours[];
  formatted_address: string;
  bank_name: string;
  bank_branch: string;
  bank_account: string;
  bank_account_name: string;
  bank_account_type: string;
  /** Public key of the card payment provider (yoco) for this branch. */
  yoco_public_key: string;
}

/** A category of the catalogue tree. Root entries carry child and product counts. */
export interface RestCategory {
  id: number;
  name: string;
  image_url: string;
  parent_id: number | null;
  categories_count?: number;
  products_count?: number;
}
