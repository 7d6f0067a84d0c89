/**
 * Legacy provider and dispatch strings to schema enums and back. The legacy API spells them in
 * either case (`DEBTORCARD` in configs, `debtorcard` on orders); values the schema does not know
 * are left out of lists rather than failing the whole answer.
 */
import {
  DispatchMethod,
  PaymentProvider,
  ShippingProvider,
} from '../../generated/resolvers-types.js';

function fromLegacy<E extends string>(values: readonly E[], raw: string): E | null {
  const upper = raw.toUpperCase();
  return values.find((value) => value === upper) ?? null;
}

const PAYMENT_PROVIDERS = Object.values(PaymentProvider);
const SHIPPING_PROVIDERS = Object.values(ShippingProvider);
const DISPATCH_METHODS = Object.values(DispatchMethod);

export const paymentProvider = (raw: string) => fromLegacy(PAYMENT_PROVIDERS, raw);
export const shippingProvider = (raw: string) => fromLegacy(SHIPPING_PROVIDERS, raw);
export const dispatchMethod = (raw: string) => fromLegacy(DISPATCH_METHODS, raw);

/** The known providers of a legacy list, in its order, without duplicates. */
export function paymentProviders(raw: readonly string[]): PaymentProvider[] {
  return [...new Set(raw.map(paymentProvider).filter((value) => value !== null))];
}

export function shippingProviders(raw: readonly string[]): ShippingProvider[] {
  return [...new Set(raw.map(shippingProvider).filter((value) => value !== null))];
}

/** How the legacy API spells a shipping provider in requests (`collect`, `PICUP`, ...). */
export function legacyShippingProvider(value: ShippingProvider): string {
  switch (value) {
    case ShippingProvider.Collect:
      return 'collect';
    case ShippingProvider.Picup:
      return 'PICUP';
    case ShippingProvider.ManualDelivery:
      return 'manual_delivery';
  }
}

/** How the legacy API spells a payment provider in requests (`paygate`, `debtorcard`, ...). */
export function legacyPaymentProvider(value: PaymentProvider): string {
  return value.toLowerCase();
}
