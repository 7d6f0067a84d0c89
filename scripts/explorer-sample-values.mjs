// Sample values for the explorer's examples (scripts/explorer-examples.mjs), chosen to work
// against the simulator's seed (legacy-sim/README.md). Looked up, first match wins, by the argument
// a variable goes to (`Query.supplier.id`), by input field (`PlaceOrderInput.timeslot`), then by
// name (`supplierId`). Required fields and variables without a sample fail `npm run codegen`, so a
// new operation asks for its sample here. Optional input fields are filled only when named with
// their input type. `note` is shown with every example that uses the value.

const ORDER_NOTE =
  'Order 10001 is the first order a fresh simulator places: run Checkout › CheckoutPlaceOrder first (signed in), or put in an id from Orders › OrderHistory.';
const SIGN_IN_NOTE = 'Needs a signed-in shopper: run Account › SignIn first.';

/** @type {Record<string, unknown | { value: unknown, note: string }>} */
export const sampleValues = {
  // Where: the simulator's default position (Parow, Cape Town), near every seeded branch.
  lat: -33.8999547,
  lon: 18.5701029,
  radiusKm: 15,
  latitude: -33.8999547,
  longitude: 18.5701029,
  // Catalogue: Mzansi Fresh Parow (101), its Pantry Staples category, maize meal and its offer.
  supplierId: '101',
  'Query.supplier.id': '101',
  'Query.category.id': '1',
  'Query.product.id': '1',
  offerId: '100001',
  // The offer's sellable (Ubuntu Mills Super Maize Meal 2.5 kg), for the basket's lines.
  sellableId: '1001',
  quantity: 2,
  query: 'maize meal',
  'Query.addressSearch.query': 'Fairfield Street, Parow',
  'Query.placeSearch.query': 'Parow',
  list: 'PROMOTIONS',
  page: 1,
  perPage: 10,
  // Thandi Nkosi, the seeded shopper with addresses, a debtor card and wallet credit.
  'SignInInput.login': '0821234567',
  'SignInInput.password': 'lekker123',
  'SignUpInput.login': '0849876543',
  'SignUpInput.password': 'lekker123',
  firstName: 'Lerato',
  lastName: 'Mokoena',
  acceptTerms: true,
  login: '0821234567',
  code: {
    value: '123456',
    note: 'A reset code arrives by SMS: the simulator keeps it at GET /sim/outbox.',
  },
  resetToken: {
    value: 'reset-token-from-ValidateResetCode',
    note: 'Use the resetToken that ValidateResetCode returns.',
  },
  password: 'lekker123',
  'UpdateProfileInput.firstName': 'Thandi',
  formatted: '14 Fairfield Street, Parow, 7500',
  addressId: { value: '1', note: `Thandi's first seeded address. ${SIGN_IN_NOTE}` },
  'DeleteAddressInput.addressId': {
    value: '2',
    note: `Thandi's second seeded address (read the ids in Addresses › AddressBook). ${SIGN_IN_NOTE}`,
  },
  // Baskets and checkout.
  cartId: {
    value: '5001',
    note: 'Cart 5001 is the first a fresh simulator makes: run Basket › SetBasketLines first (signed in: it saves the legacy cart).',
  },
  dispatch: 'COLLECT',
  paymentProvider: 'CASH',
  'PlaceOrderInput.paymentProvider': 'CASH',
  'PlaceOrderInput.timeslot': {
    value: '2026-11-30T09:00:00+02:00',
    note: 'Pick a current slot from Checkout › CheckoutTimeslots (its value), else the order comes back with a validation error.',
  },
  timeslot: {
    value: '2026-11-30T09:00:00+02:00',
    note: 'Pick a current slot from Checkout › CheckoutTimeslots (its value).',
  },
  message: 'Please open a debtor account for me.',
  // Orders and payments.
  idempotencyKey: {
    value: '00000000-0000-4000-8000-000000000000',
    note: 'The explorer puts a fresh idempotency key in when it opens the example: reuse it to retry, make a new one for a new attempt.',
  },
  orderId: { value: '10001', note: ORDER_NOTE },
  'Viewer.order.id': { value: '10001', note: ORDER_NOTE },
  'Viewer.orderUpdate.id': { value: '10001', note: ORDER_NOTE },
  'Viewer.orderUpdate.seen': {
    value: '',
    note: 'The order revision the client last saw: the answer comes at once when it differs, else when the order changes.',
  },
  rating: 5,
  action: 'UPDATE',
  'OrderModificationInput.orderItemId': {
    value: '50001',
    note: 'Item 50001 is the first line of order 10001: read the ids in Orders › OrderDetail.',
  },
  'OrderModificationInput.quantity': 3,
  'RegisterTransactionInput.provider': 'YOCO',
  revision: '1',
  provider: 'OFFLINE_EFT',
  transactionId: {
    value: '70001',
    note: 'Transaction 70001 is the first a fresh simulator makes: run Payments › PaymentRegisterTransaction first.',
  },
  payRequestId: 'PAY-70001',
  transactionStatus: '1',
  checksum: {
    value: 'checksum-from-the-payment-page',
    note: 'The payment page sends PAY_REQUEST_ID, TRANSACTION_STATUS and CHECKSUM to the return URL: pass them on.',
  },
  token: {
    value: 'tok_sim_from_the_card_form',
    note: 'The card form returns a one-time token (POST /sim/card-tokens on the simulator makes one).',
  },
  'Query.basketComparisonDebug.cartId': {
    value: '5001',
    note: 'Run Basket › SetBasketLines first (signed in).',
  },
};
