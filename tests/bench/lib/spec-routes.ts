/** Every route of the legacy shop client (the existing web client this one replaces), with the simulator's seeded ids. */
export const SPEC_ROUTES = [
  '/',
  '/category/1',
  '/product/1',
  '/product/1/offers',
  '/promotions',
  '/leaflets_promotions',
  '/search',
  '/stokvel',
  '/combos',
  '/agencies',
  '/leaflets',
  '/basket',
  '/basket/compare',
  '/basket/compare_debug',
  '/checkout/dispatch',
  '/checkout/shipping_address',
  '/checkout/confirmation',
  '/checkout/payment',
  '/sign_in',
  '/register',
  '/profile',
  '/debtorcards',
  '/orders',
  '/orders/1',
  '/orders/1/pay',
  '/address_management',
  '/terms_and_conditions',
];

/** Routes that need the signed-in shopper's checkout or order, reached through a real checkout. */
export const FLOW_ROUTE = /^\/(checkout|orders)\b/;
