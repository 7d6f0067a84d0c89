/**
 * Every route's response type by route key, spelled out (ts-json-schema-generator cannot read
 * them through `LegacyRoutes`: it turns route types with a `never` body into `never`). The
 * contract test turns this into JSON Schema and checks every answer of the simulator against it.
 * The check at the bottom fails to compile when an entry differs from the contract or a route is
 * missing, so this list cannot drift.
 */
import type {
  LegacyRouteKey,
  RouteResponse,
  RestAccountResponse,
  RestAddress,
  RestAds,
  RestAgency,
  RestBanner,
  RestCartResponse,
  RestCartValidationResponse,
  RestCategory,
  RestCategoryDetail,
  RestCheckoutConfigResponse,
  RestClientConfig,
  RestCompareDebugResponse,
  RestCompareResponse,
  RestCompareSyncResponse,
  RestCreateResponse,
  RestDebtorCardResponse,
  RestImportResponse,
  RestIncompleteOrdersResponse,
  RestIncompleteOrdersV2Response,
  RestLeaflet,
  RestLeafletCreateResponse,
  RestListResponse,
  RestMessageResponse,
  RestModificationsValidationResponse,
  RestOffer,
  RestOfferSearchResponse,
  RestOfferSearchV2Response,
  RestOrderResponse,
  RestOrderV2Response,
  RestOrdersIndexResponse,
  RestOrdersV2IndexResponse,
  RestPrepareResponse,
  RestProduct,
  RestProductOffers,
  RestShopfrontConfigResponse,
  RestStatus,
  RestSupplier,
  RestTimeslot,
  RestTransactionResponse,
  RestValidatePicksResponse,
  RestValidateTokenResponse,
} from '@shopfront/legacy-api';

export interface ContractResponses {
  'GET /shopfront_config': RestShopfrontConfigResponse;
  'GET /version.txt': string;
  'GET /shopit/v1/client_config.json': RestClientConfig;
  'GET /cart/v1/checkout_config': RestCheckoutConfigResponse;
  'POST /api/v1/account/{scope}/sign_in': RestAccountResponse;
  'POST /api/v1/account/{scope}/sign_up': RestAccountResponse;
  'POST /api/v1/account/{scope}/forgot_password': RestMessageResponse;
  'POST /api/v1/account/{scope}/reset_password': RestAccountResponse;
  'POST /api/v1/account/{scope}/validate_token': RestValidateTokenResponse;
  'PATCH /api/v1/account/{scope}/{id}/update': RestAccountResponse;
  'POST /api/v2/account/{scope}/sign_in': RestAccountResponse;
  'POST /api/v2/account/{scope}/sign_up': RestAccountResponse;
  'POST /api/v2/account/{scope}/forgot_password': RestMessageResponse;
  'POST /api/v2/account/{scope}/reset_password': RestAccountResponse;
  'POST /api/v2/account/{scope}/validate_token': RestValidateTokenResponse;
  'PATCH /api/v2/account/{scope}/{id}/update': RestAccountResponse;
  'GET /api/v1/users/{user_id}/addresses': RestListResponse<RestAddress>;
  'POST /api/v1/users/{user_id}/addresses': RestCreateResponse<RestAddress>;
  'DELETE /api/v1/users/{user_id}/addresses/{id}': RestMessageResponse;
  'POST /api/v1/users/{id}/new_debtor_card': RestDebtorCardResponse;
  'GET /catalog/v1/categories': RestListResponse<RestCategory>;
  'GET /catalog/v1/categories/{id}': { status: RestStatus; category: RestCategoryDetail };
  'GET /catalog/v1/categories/{id}/banners': RestListResponse<RestBanner>;
  'GET /catalog/v1/products/{id}': { status: RestStatus; product: RestProduct };
  'GET /catalog/v1/products/{id}/offers': { status: RestStatus; product_offers: RestProductOffers };
  'GET /catalog/v1/products/sample': RestListResponse<RestProductOffers>;
  'GET /catalog/v1/sellables/{id}/offers': RestListResponse<RestOffer>;
  'GET /catalog/v1/offers/search': RestOfferSearchResponse;
  'GET /catalog/v2/offers/search': RestOfferSearchV2Response;
  'GET /catalog/v1/suppliers/distance_from': RestListResponse<RestSupplier>;
  'GET /catalog/v1/suppliers/{id}': { status: RestStatus; supplier: RestSupplier };
  'GET /catalog/v1/suppliers/{id}/combos': RestListResponse<RestOffer>;
  'GET /catalog/v1/suppliers/{id}/leaflets': RestListResponse<RestLeaflet>;
  'GET /catalog/v1/suppliers/{id}/promotions': RestListResponse<RestOffer>;
  'GET /catalog/v1/suppliers/{id}/promotions_active': RestListResponse<RestOffer>;
  'GET /catalog/v1/suppliers/{id}/stokvel': RestListResponse<RestOffer>;
  'GET /catalog/v1/suppliers/{id}/stokvel_active': RestListResponse<RestOffer>;
  'GET /catalog/v1/suppliers/{id}/timeslots': RestListResponse<RestTimeslot>;
  'GET /api/v2/ads': { status: RestStatus; ads: RestAds };
  'GET /api/v2/agencies': RestListResponse<RestAgency>;
  'GET /api/v2/banners': RestListResponse<RestBanner>;
  'GET /api/v2/leaflets': RestListResponse<RestLeaflet>;
  'GET /cart/v1/compare': RestCompareResponse;
  'GET /cart/v1/compare_debug': RestCompareDebugResponse;
  'POST /cart/v1/sync': RestCartResponse;
  'POST /shopit/v1/compare/sync': RestCompareSyncResponse;
  'POST /api/v1/cart/validate': RestCartValidationResponse;
  'POST /api/v1/offers/validate_picks': RestValidatePicksResponse;
  'POST /api/v1/orders/register': RestOrderResponse;
  'POST /cart/v1/order': RestOrderResponse;
  'POST /order/v1/sync': RestOrderResponse;
  'GET /api/v1/orders/{order_id}': RestOrderResponse;
  'GET /api/v2/orders/{order_id}': RestOrderV2Response;
  'GET /api/v1/orders/{order_id}/offers': RestListResponse<RestOffer>;
  'POST /api/v1/orders/{id}/prepare': RestPrepareResponse;
  'POST /api/v1/orders/{id}/offline_payment': RestOrderResponse;
  'POST /api/v1/orders/{id}/resolve_payment_pending': RestOrderResponse;
  'POST /api/v1/orders/{id}/validate_modifications': RestModificationsValidationResponse;
  'POST /api/v1/orders/{id}/modify': RestOrderResponse;
  'POST /api/v1/orders/{id}/review': RestOrderResponse;
  'POST /api/v1/orders/{order_id}/cancel': RestOrderResponse;
  'GET /api/v1/users/{user_id}/orders': RestOrdersIndexResponse;
  'GET /api/v2/users/{user_id}/orders': RestOrdersV2IndexResponse;
  'GET /api/v1/users/{user_id}/orders/incomplete': RestIncompleteOrdersResponse;
  'GET /api/v2/users/{user_id}/orders/incomplete': RestIncompleteOrdersV2Response;
  'POST /api/v1/orders/{id}/transactions': RestTransactionResponse;
  'GET /api/v1/transactions/{id}': RestTransactionResponse;
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/finalize': RestTransactionResponse;
  'GET /api/v1/orders/{order_id}/transactions/{transaction_id}/processing': RestTransactionResponse;
  'POST /api/v1/orders/{order_id}/transactions/{transaction_id}/card': RestTransactionResponse;
  'POST /api/v1/supplier_order_pack/{id}/complete': RestOrderResponse;
  'POST /api/v1/supplier_order_pack/{id}/dispute': RestOrderResponse;
  'POST /api/v1/supplier_order_pack/{id}/issue': RestOrderResponse;
  'POST /api/v1/supplier_order_process/{id}/issue': RestOrderResponse;
  'POST /api/v1/migration': RestMessageResponse;
  'POST /manager/api/v1/imports': RestImportResponse;
  'PUT /manager/api/v1/imports/{id}': RestImportResponse;
  'POST /manager/api/v1/leaflets': RestLeafletCreateResponse;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Checked = { [K in LegacyRouteKey]: Same<ContractResponses[K], RouteResponse<K>> };
// Fails to compile when an entry above is missing or differs from the contract's response type.
export const RESPONSES_MATCH_CONTRACT: { [K in LegacyRouteKey]: true } = {} as Checked;
