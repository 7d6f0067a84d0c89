/** Legacy strings of the orders domain to schema enums and back. */
import {
  OrderModificationAction,
  OrderStatus,
  PaymentStatus,
  ShippingStatus,
} from '../../generated/resolvers-types.js';

function toEnum<E extends string>(values: readonly E[], raw: string, what: string): E {
  const value = values.find((candidate) => candidate === raw.toUpperCase());
  if (!value) throw new Error(`Unknown ${what} "${raw}" from the legacy API`);
  return value;
}

export const orderStatus = (raw: string) => toEnum(Object.values(OrderStatus), raw, 'order status');
export const paymentStatus = (raw: string) =>
  toEnum(Object.values(PaymentStatus), raw, 'payment status');
export const shippingStatus = (raw: string | null) =>
  raw === null ? null : toEnum(Object.values(ShippingStatus), raw, 'shipping status');
export const modificationAction = (raw: string) =>
  toEnum(Object.values(OrderModificationAction), raw, 'modification action');
