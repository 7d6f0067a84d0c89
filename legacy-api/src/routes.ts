/**
 * The legacy REST API as one lookup type: `'METHOD /path/{param}'` to its path parameters, query,
 * body, response and who may call it. The simulator registers its routes from these keys and the
 * gateway's REST clients call them by the same keys, so a typo or a shape change fails the
 * typecheck on both sides.
 *
 * `auth`: `none` (public), `user` (`Authorization: Bearer <auth_token>`; 401 without, 403 for
 * another user's resources) or `manager` (the manager authorisation header).
 */
import type {
  RestAccountResponse,
  RestAccountUpdate,
  RestAddress,
  RestSignInPayload,
  RestSignUpPayload,
  RestValidateTokenResponse,
} from './account.js';
import type {
  RestCartResponse,
  RestCartSyncRequest,
  RestCartValidationRequest,
  RestCartValidationResponse,
  RestCompareDebugResponse,
  RestCompareResponse,
  RestCompareSyncRequest,
  RestCompareSyncResponse,
  RestValidatePicksRequest,
  RestValidatePicksResponse,
} from './cart.js';
import type {
  RestAds,
  RestAgency,
  RestBanner,
  RestCategory,
  RestCategoryDetail,
  RestLeaflet,
  RestOffer,
  RestOfferSearchResponse,
  RestOfferSearchV2Response,
  RestProduct,
  RestProductOffers,
  RestSupplier,
  RestTimeslot,
} from './catalogue.js';
import type {
  RestCreateResponse,
  RestListResponse,
  RestMessageResponse,
  RestStatus,
} from './common.js';
import type {
  RestCheckoutConfigResponse,
  RestClientConfig,
  RestShopfrontConfigResponse,
} from './config.js';
import type {
  RestImportResponse,
  RestImportUpdateRequest,
  RestLeafletCreateRequest,
  RestLeafletCreateResponse,
  RestMigrationRequest,
  RestSupplierOrderActionRequest,
} from './manager.js';
import type {
  RestIncompleteOrdersResponse,
  RestIncompleteOrdersV2Response,
  RestModificationsRequest,
  RestModificationsValidationResponse,
  RestOrderResponse,
  RestOrderSyncRequest,
  RestOrdersIndexResponse,
  RestOrdersV2IndexResponse,
  RestOrderV2Response,
  RestPrepareResponse,
  RestRegisterOrderRequest,
  RestRegisterCart,
  RestReviewRequest,
} from './orders.js';
import type {
  RestCardPaymentRequest,
  RestDebtorCardResponse,
  RestFinalizeQuery,
  RestNewDebtorCardRequest,
  RestOfflinePaymentRequest,
  RestRegisterTransactionRequest,
  RestTransactionResponse,
} from './payments.js';

type NoParams = Record<never, never>;
type NoQuery = Record<never, never>;
type Auth = 'none' | 'user' | 'manager';

interface Route<P, Q, B, R, A extends Auth> {
  params: P;
  query: Q;
  body: B;
  response: R;
  auth: A;
}

type Get<P, Q, R, A extends Auth = 'none'> = Route<P, Q, never, R, A>;
type Send<P, B, R, A extends Auth = 'user'> = Route<P, NoQuery, B, R, A>;

type SupplierQuery = { supplier_id?: number };
type Scope = { scope: string };
type UserId = { user_id: string };
type OrderId = { order_id: string };
type Id = { id: string };
type Paging = { page?: number; per_page?: number };

/** Configuration and version. */
export interface ConfigRoutes {
  'GET /shopfront_config': Get<NoParams, NoQuery, RestShopfrontConfigResponse>;
  /** Plain text: the deployed build's checksum. */
  'GET /version.txt': Get<NoParams, NoQuery, string>;
  'GET /shopit/v1/client_config.json': Get<NoParams, SupplierQuery, RestClientConfig>;
  'GET /cart/v1/checkout_config': Get<NoParams, SupplierQuery, RestCheckoutConfigResponse>;
}

/** Account calls; v2 repeats v1 under `/api/v2/account/{scope}/...`. */
export interface AccountRoutes {
  'POST /api/v1/account/{scope}/sign_in': Send<
    Scope,
    RestSignInPayload,
    RestAccountResponse,
    'none'
  >;
  'POST /api/v1/account/{scope}/sign_up': Send<
    Scope,
    RestSignUpPayload,
    RestAccountResponse,
    'none'
  >;
  'POST /api/v1/account/{scope}/forgot_password': Send<
    Scope,
    { login: string },
    RestMessageResponse,
    'none'
  >;
  'POST /api/v1/account/{scope}/reset_password': Send<
    Scope,
    { token_id: string; password: string },
    RestAccountResponse,
    'none'
  >;
  'POST /api/v1/account/{scope}/validate_token': Send<
    Scope,
    { login: string; token_code: string },
    RestValidateTokenResponse,
    'none'
  >;
  /** An empty `account` object changes nothing and returns the current account. */
  'PATCH /api/v1/account/{scope}/{id}/update': Send<
    Scope & Id,
    { account: RestAccountUpdate },
    RestAccountResponse
  >;
  'POST /api/v2/account/{scope}/sign_in': Send<
    Scope,
    RestSignInPayload,
    RestAccountResponse,
    'none'
  >;
  'POST /api/v2/account/{scope}/sign_up': Send<
    Scope,
    RestSignUpPayload,
    RestAccountResponse,
    'none'
  >;
  'POST /api/v2/account/{scope}/forgot_password': Send<
    Scope,
    { login: string },
    RestMessageResponse,
    'none'
  >;
  'POST /api/v2/account/{scope}/reset_password': Send<
    Scope,
    { token_id: string; password: string },
    RestAccountResponse,
    'none'
  >;
  'POST /api/v2/account/{scope}/validate_token': Send<
    Scope,
    { login: string; token_code: string },
    RestValidateTokenResponse,
    'none'
  >;
  'PATCH /api/v2/account/{scope}/{id}/update': Send<
    Scope & Id,
    { account: RestAccountUpdate },
    RestAccountResponse
  >;
  'GET /api/v1/users/{user_id}/addresses': Get<
    UserId,
    NoQuery,
    RestListResponse<RestAddress>,
    'user'
  >;
  'POST /api/v1/users/{user_id}/addresses': Send<
    UserId,
    { address: Pick<RestAddress, 'formatted' | 'latitude' | 'longitude'> },
    RestCreateResponse<RestAddress>
  >;
  'DELETE /api/v1/users/{user_id}/addresses/{id}': Route<
    UserId & Id,
    NoQuery,
    never,
    RestMessageResponse,
    'user'
  >;
  'POST /api/v1/users/{id}/new_debtor_card': Send<
    Id,
    RestNewDebtorCardRequest,
    RestDebtorCardResponse
  >;
}

/** Catalogue reads: all public. */
export interface CatalogueRoutes {
  'GET /catalog/v1/categories': Get<NoParams, SupplierQuery, RestListResponse<RestCategory>>;
  'GET /catalog/v1/categories/{id}': Get<
    Id,
    SupplierQuery,
    { status: RestStatus; category: RestCategoryDetail }
  >;
  'GET /catalog/v1/categories/{id}/banners': Get<Id, SupplierQuery, RestListResponse<RestBanner>>;
  'GET /catalog/v1/products/{id}': Get<
    Id,
    SupplierQuery,
    { status: RestStatus; product: RestProduct }
  >;
  'GET /catalog/v1/products/{id}/offers': Get<
    Id,
    SupplierQuery,
    { status: RestStatus; product_offers: RestProductOffers }
  >;
  'GET /catalog/v1/products/sample': Get<
    NoParams,
    SupplierQuery,
    RestListResponse<RestProductOffers>
  >;
  'GET /catalog/v1/sellables/{id}/offers': Get<Id, SupplierQuery, RestListResponse<RestOffer>>;
  'GET /catalog/v1/offers/search': Get<
    NoParams,
    { query: string; supplier_id?: number } & Paging,
    RestOfferSearchResponse
  >;
  'GET /catalog/v2/offers/search': Get<
    NoParams,
    { query: string; supplier_id?: number },
    RestOfferSearchV2Response
  >;
  /** `distance` is the search radius in km (15 in data-free mode; 50 when omitted). */
  'GET /catalog/v1/suppliers/distance_from': Get<
    NoParams,
    { lat: number; lon: number; distance?: number },
    RestListResponse<RestSupplier>
  >;
  'GET /catalog/v1/suppliers/{id}': Get<
    Id,
    NoQuery,
    { status: RestStatus; supplier: RestSupplier }
  >;
  'GET /catalog/v1/suppliers/{id}/combos': Get<Id, NoQuery, RestListResponse<RestOffer>>;
  'GET /catalog/v1/suppliers/{id}/leaflets': Get<Id, NoQuery, RestListResponse<RestLeaflet>>;
  /** Every promotion, including ones starting later. */
  'GET /catalog/v1/suppliers/{id}/promotions': Get<Id, NoQuery, RestListResponse<RestOffer>>;
  /** Promotions running now. */
  'GET /catalog/v1/suppliers/{id}/promotions_active': Get<Id, NoQuery, RestListResponse<RestOffer>>;
  'GET /catalog/v1/suppliers/{id}/stokvel': Get<Id, NoQuery, RestListResponse<RestOffer>>;
  'GET /catalog/v1/suppliers/{id}/stokvel_active': Get<Id, NoQuery, RestListResponse<RestOffer>>;
  'GET /catalog/v1/suppliers/{id}/timeslots': Get<
    Id,
    {
      requires_shipping?: boolean;
      stokvel?: boolean;
      provider?: string;
      shipping_provider?: string;
      shipping_lat?: number;
      shipping_lon?: number;
    },
    RestListResponse<RestTimeslot>
  >;
  'GET /api/v2/ads': Get<NoParams, SupplierQuery, { status: RestStatus; ads: RestAds }>;
  'GET /api/v2/agencies': Get<NoParams, NoQuery, RestListResponse<RestAgency>>;
  'GET /api/v2/banners': Get<NoParams, SupplierQuery, RestListResponse<RestBanner>>;
  'GET /api/v2/leaflets': Get<
    NoParams,
    { lat: number; lon: number; radius?: number },
    RestListResponse<RestLeaflet>
  >;
}

/** Server carts, comparison and validation: the shopper's own. */
export interface CartRoutes {
  'GET /cart/v1/compare': Get<
    NoParams,
    { id: number; lat?: number; lon?: number },
    RestCompareResponse,
    'user'
  >;
  'GET /cart/v1/compare_debug': Get<
    NoParams,
    { id: number; lat?: number; lon?: number },
    RestCompareDebugResponse,
    'user'
  >;
  'POST /cart/v1/sync': Send<NoParams, RestCartSyncRequest, RestCartResponse>;
  'POST /shopit/v1/compare/sync': Send<NoParams, RestCompareSyncRequest, RestCompareSyncResponse>;
  'POST /api/v1/cart/validate': Send<
    NoParams,
    RestCartValidationRequest,
    RestCartValidationResponse
  >;
  'POST /api/v1/offers/validate_picks': Send<
    NoParams,
    RestValidatePicksRequest,
    RestValidatePicksResponse
  >;
}

/** Orders (v1 and the newer generation). All user-scoped. */
export interface OrderRoutes {
  /** Honours the `Idempotency-Key` header. */
  'POST /api/v1/orders/register': Send<NoParams, RestRegisterOrderRequest, RestOrderResponse>;
  /** Newer generation of register; the user comes from the token. Honours `Idempotency-Key`. */
  'POST /cart/v1/order': Send<NoParams, { cart: RestRegisterCart }, RestOrderResponse>;
  'POST /order/v1/sync': Send<NoParams, RestOrderSyncRequest, RestOrderResponse>;
  'GET /api/v1/orders/{order_id}': Get<OrderId, NoQuery, RestOrderResponse, 'user'>;
  'GET /api/v2/orders/{order_id}': Get<OrderId, NoQuery, RestOrderV2Response, 'user'>;
  /** Current offers for (some of) an order's items; `offer_ids` is comma-separated. */
  'GET /api/v1/orders/{order_id}/offers': Get<
    OrderId,
    { offer_ids?: string },
    RestListResponse<RestOffer>,
    'user'
  >;
  'POST /api/v1/orders/{id}/prepare': Send<Id, Record<string, never>, RestPrepareResponse>;
  'POST /api/v1/orders/{id}/offline_payment': Send<
    Id,
    RestOfflinePaymentRequest,
    RestOrderResponse
  >;
  'POST /api/v1/orders/{id}/resolve_payment_pending': Send<
    Id,
    Record<string, never>,
    RestOrderResponse
  >;
  'POST /api/v1/orders/{id}/validate_modifications': Send<
    Id,
    RestModificationsRequest,
    RestModificationsValidationResponse
  >;
  'POST /api/v1/orders/{id}/modify': Send<Id, RestModificationsRequest, RestOrderResponse>;
  'POST /api/v1/orders/{id}/review': Send<Id, RestReviewRequest, RestOrderResponse>;
  'POST /api/v1/orders/{order_id}/cancel': Send<OrderId, Record<string, never>, RestOrderResponse>;
  'GET /api/v1/users/{user_id}/orders': Get<UserId, Paging, RestOrdersIndexResponse, 'user'>;
  'GET /api/v2/users/{user_id}/orders': Get<UserId, Paging, RestOrdersV2IndexResponse, 'user'>;
  'GET /api/v1/users/{user_id}/orders/incomplete': Get<
    UserId,
    NoQuery,
    RestIncompleteOrdersResponse,
    'user'
  >;
  'GET /api/v2/users/{user_id}/orders/incomplete': Get<
    UserId,
    NoQuery,
    RestIncompleteOrdersV2Response,
    'user'
  >;
}

/** Payments against an order. All user-scoped. */
export interface PaymentRoutes {
  /** Honours the `Idempotency-Key` header. */
  'POST /api/v1/orders/{id}/transactions': Send<
    Id,
    RestRegisterTransactionRequest,
    RestTransactionResponse
  >;
  'GET /api/v1/transactions/{id}': Get<Id, NoQuery, RestTransactionResponse, 'user'>;
  /** Called with the query the redirect gateway sent back; verifies the checksum. */
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/finalize': Route<
    OrderId & { transaction_id: string },
    RestFinalizeQuery,
    never,
    RestTransactionResponse,
    'user'
  >;
  'GET /api/v1/orders/{order_id}/transactions/{transaction_id}/processing': Get<
    OrderId & { transaction_id: string },
    NoQuery,
    RestTransactionResponse,
    'user'
  >;
  /** Card payment (yoco) with a one-time token. Honours the `Idempotency-Key` header. */
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card': Send<
    OrderId & { transaction_id: string },
    RestCardPaymentRequest,
    RestTransactionResponse
  >;
}

/** Supplier-side order handling, migration and manager calls. */
export interface ManagerRoutes {
  'POST /api/v1/supplier_order_pack/{id}/complete': Send<
    Id,
    RestSupplierOrderActionRequest,
    RestOrderResponse,
    'manager'
  >;
  'POST /api/v1/supplier_order_pack/{id}/dispute': Send<
    Id,
    RestSupplierOrderActionRequest,
    RestOrderResponse,
    'manager'
  >;
  'POST /api/v1/supplier_order_pack/{id}/issue': Send<
    Id,
    RestSupplierOrderActionRequest,
    RestOrderResponse,
    'manager'
  >;
  'POST /api/v1/supplier_order_process/{id}/issue': Send<
    Id,
    RestSupplierOrderActionRequest,
    RestOrderResponse,
    'manager'
  >;
  'POST /api/v1/migration': Send<NoParams, RestMigrationRequest, RestMessageResponse>;
  /** multipart/form-data: `file`, `import_type`, `supplier_id`. */
  'POST /manager/api/v1/imports': Send<NoParams, FormData, RestImportResponse, 'manager'>;
  'PUT /manager/api/v1/imports/{id}': Send<
    Id,
    RestImportUpdateRequest,
    RestImportResponse,
    'manager'
  >;
  'POST /manager/api/v1/leaflets': Send<
    NoParams,
    RestLeafletCreateRequest,
    RestLeafletCreateResponse,
    'manager'
  >;
}

export interface LegacyRoutes
  extends
    ConfigRoutes,
    AccountRoutes,
    CatalogueRoutes,
    CartRoutes,
    OrderRoutes,
    PaymentRoutes,
    ManagerRoutes {}

export type LegacyRouteKey = keyof LegacyRoutes;
export type RouteParams<K extends LegacyRouteKey> = LegacyRoutes[K]['params'];
export type RouteQuery<K extends LegacyRouteKey> = LegacyRoutes[K]['query'];
export type RouteBody<K extends LegacyRouteKey> = LegacyRoutes[K]['body'];
export type RouteResponse<K extends LegacyRouteKey> = LegacyRoutes[K]['response'];
export type RouteAuth<K extends LegacyRouteKey> = LegacyRoutes[K]['auth'];
