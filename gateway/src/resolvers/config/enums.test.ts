import { describe, expect, it } from 'vitest';
import { PaymentProvider, ShippingProvider } from '../../generated/resolvers-types.js';
import {
  legacyPaymentProvider,
  legacyShippingProvider,
  paymentProviders,
  shippingProvider,
} from './enums.js';

describe('provider enums', () => {
  it('reads legacy providers in either case, dropping unknown ones and repeats', () => {
    expect(paymentProviders(['DEBTORCARD', 'paygate', 'bitcoin', 'PAYGATE'])).toEqual([
      PaymentProvider.Debtorcard,
      PaymentProvider.Paygate,
    ]);
    expect(shippingProvider('manual_delivery')).toBe(ShippingProvider.ManualDelivery);
    expect(shippingProvider('collect')).toBe(ShippingProvider.Collect);
    expect(shippingProvider('drone')).toBeNull();
  });

  it('spells providers back the way the legacy API expects them', () => {
    expect(legacyShippingProvider(ShippingProvider.Collect)).toBe('collect');
    expect(legacyShippingProvider(ShippingProvider.Picup)).toBe('PICUP');
    expect(legacyShippingProvider(ShippingProvider.ManualDelivery)).toBe('manual_delivery');
    expect(legacyPaymentProvider(PaymentProvider.OfflineEft)).toBe('offline_eft');
  });
});
