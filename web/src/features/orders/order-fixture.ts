/**
 * An order as the gateway answers `OrderDetail_order`, for tests: SF-20001 at Mzansi Fresh Parow,
 * two loaves of bread (R19.99 each) and a litre of milk (R24.99), awaiting payment. Tests change
 * what they need.
 */
import type { OrderDetail_OrderFragment } from './OrderDetail_order.generated';

export function orderFixture(change: Partial<OrderDetail_OrderFragment> = {}) {
  const order: OrderDetail_OrderFragment = {
    __typename: 'Order',
    id: '20001',
    reference: 'SF-20001',
    revision: '1',
    status: 'PENDING_PAYMENT',
    statusPill: { __typename: 'StatusPill', colour: 'RED', label: 'Awaiting payment' },
    createdAt: '2026-11-24T08:00:00+02:00',
    totalInCents: 6_497,
    payableBalanceInCents: 6_497,
    supplierName: 'Mzansi Fresh Parow',
    stockShort: false,
    needsReview: false,
    paymentStatus: 'PENDING_PAYMENT',
    collectionStartsAt: null,
    collectionEndsAt: null,
    formattedCollectionDate: null,
    review: null,
    timeline: [],
    events: [],
    items: [
      orderItem({ id: 'line-1', offerId: 'offer-bread', name: 'White bread 700 g' }, 2, 1_999),
      orderItem({ id: 'line-2', offerId: 'offer-milk', name: 'Full cream milk 1 l' }, 1, 2_499),
    ],
    paymentProvider: 'YOCO',
    dispatchMethod: 'COLLECT',
    shippingProvider: 'COLLECT',
    shippingAddress: null,
    shippingPriceInCents: 0,
    subtotalInCents: 6_497,
    discountCode: null,
    discountInCents: 0,
    creditInCents: 0,
    requiresBags: false,
    bagQuantity: 0,
    bagTotalInCents: 0,
    payments: [],
    refund: null,
    supplierId: '101',
    supplierAddress: '1 Voortrekker Road, Parow',
    invoiceUrl: null,
  };
  return { ...order, ...change };
}

function orderItem(
  names: { id: string; offerId: string; name: string },
  quantity: number,
  unitPriceInCents: number,
): OrderDetail_OrderFragment['items'][number] {
  return {
    __typename: 'OrderItem',
    ...names,
    brand: null,
    imageUrl: '',
    pack: '',
    unit: 'each',
    perKg: false,
    quantity,
    quantityOrdered: quantity,
    formattedQuantity: String(quantity),
    formattedQuantityOrdered: String(quantity),
    stockShort: false,
    packedAt: null,
    unitPriceInCents,
    totalInCents: quantity * unitPriceInCents,
  };
}
