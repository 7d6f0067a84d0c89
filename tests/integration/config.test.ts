/**
 * Configuration and checkout configuration through the gateway, against the real simulator:
 * shop config (mode, meta, theme), client config with provider enums, checkout config, version
 * and time slots, with the exact upstream calls.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../support/stack';

describe('configuration through the gateway', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startStack({ CACHE_TTL_SECONDS: '0' });
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(async () => {
    await stack.resetCalls();
  });

  it('reads the shop configuration: market mode, rand, default position and theme', async () => {
    const result = await stack.graphql<{
      shopConfig: {
        mode: string;
        productPageVariant: string;
        features: {
          agency: boolean;
          stokvel: boolean;
          debtorCards: boolean;
          shipping: Array<{ provider: string; paymentOptions: string[] }>;
        };
        meta: {
          countryCode: string;
          currencySymbol: string;
          currencyCode: string;
          locale: string;
          defaultPosition: { latitude: number; longitude: number };
        };
        theme: { primary: string; primaryText: string; error: string };
      };
    }>(`{
      shopConfig {
        mode productPageVariant promotionCarousel customCss logoUrl iconUrl
        features { agency demoStation combos multiSupplier stokvel debtorCards
          shipping { provider paymentOptions } }
        meta { title countryCode currencySymbol currencyCode locale defaultPosition { latitude longitude } }
        theme { primary primaryText error }
      }
    }`);

    expect(result.errors).toBeUndefined();
    const config = result.data?.shopConfig;
    expect(config?.mode).toBe('MARKET');
    expect(config?.features.agency).toBe(false);
    expect(config?.meta).toEqual({
      title: 'Shopfront',
      countryCode: 'ZA',
      currencySymbol: 'R',
      currencyCode: 'ZAR',
      locale: 'en',
      defaultPosition: { latitude: -33.8999547, longitude: 18.5701029 },
    });
    expect(config?.theme).toEqual({ primary: '#EF4060', primaryText: '#FFFFFF', error: '#E11D48' });
    expect(config?.features.shipping).toEqual([
      { provider: 'PICUP', paymentOptions: ['PAYGATE', 'SHOP2SHOP', 'MOYA', 'YOCO', 'DEBTORCARD'] },
      { provider: 'MANUAL_DELIVERY', paymentOptions: ['OFFLINE_EFT', 'CASH', 'DEBTORCARD'] },
    ]);
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopfront_config': 1 },
      total: 1,
    });
  });

  it('reads the client configuration with bags, dispatch options and providers as enums', async () => {
    const result = await stack.graphql<{
      clientConfig: {
        bags: boolean;
        bagPriceInCents: number;
        dispatch: Array<{ method: string; shippingProvider: string; shippingCostInCents: number }>;
        paymentGatewayProviders: string[];
        paymentProviders: string[];
        minimumOrderInCents: number;
      };
    }>(`{
      clientConfig {
        bags bagPriceInCents minimumOrderInCents paymentGatewayProviders paymentProviders
        dispatch { method shippingProvider shippingCostInCents }
        shipping { provider paymentOptions }
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.clientConfig).toMatchObject({
      bags: true,
      bagPriceInCents: 150,
      minimumOrderInCents: 1000,
      paymentGatewayProviders: ['PAYGATE', 'SHOP2SHOP', 'MOYA', 'YOCO'],
      paymentProviders: [
        'PAYGATE',
        'SHOP2SHOP',
        'MOYA',
        'YOCO',
        'OFFLINE_EFT',
        'CASH',
        'DEBTORCARD',
      ],
      dispatch: [
        { method: 'COLLECT', shippingProvider: 'COLLECT', shippingCostInCents: 0 },
        { method: 'DELIVER', shippingProvider: 'PICUP', shippingCostInCents: 4500 },
        { method: 'DELIVER', shippingProvider: 'MANUAL_DELIVERY', shippingCostInCents: 4500 },
      ],
    });
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopit/v1/client_config.json': 1 },
      total: 1,
    });
  });

  it("reads a supplier's client and checkout configuration, reading the branch once", async () => {
    const result = await stack.graphql<{
      clientConfig: { bags: boolean };
      checkoutConfig: {
        supplier: { id: string; name: string } | null;
        available: boolean;
        discountCodesEnabled: boolean;
        minimumOrderInCents: number;
        shippingProviders: string[];
      };
    }>(`{
      clientConfig(supplierId: "101") { bags }
      checkoutConfig(supplierId: "101") {
        supplier { id name } available discountCodesEnabled minimumOrderInCents bagPriceInCents
        paymentProviders shippingProviders
      }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.checkoutConfig).toMatchObject({
      supplier: { id: '101', name: 'Mzansi Fresh Parow' },
      available: true,
      discountCodesEnabled: true,
      minimumOrderInCents: 1000,
      shippingProviders: ['COLLECT', 'PICUP', 'MANUAL_DELIVERY'],
    });
    expect(await stack.calls()).toEqual({
      calls: {
        'GET /catalog/v1/suppliers/{id}': 1,
        'GET /shopfront_config': 1,
        'GET /shopit/v1/client_config.json': 1,
        'GET /cart/v1/checkout_config': 1,
      },
      total: 4,
    });
  });

  it('reads the shop-wide checkout configuration without a supplier', async () => {
    const result = await stack.graphql<{ checkoutConfig: { supplier: null; available: boolean } }>(
      `{ checkoutConfig { supplier { id } available } }`,
    );
    expect(result.data?.checkoutConfig).toEqual({ supplier: null, available: true });
  });

  it('reads the build version as plain text, live every time', async () => {
    const query = `{ appVersion }`;
    const first = await stack.graphql<{ appVersion: string }>(query);
    expect(first.errors).toBeUndefined();
    expect(first.data?.appVersion).toMatch(/^[0-9a-f]{6,}$/);
    await stack.graphql(query);
    expect(await stack.calls()).toEqual({ calls: { 'GET /version.txt': 2 }, total: 2 });
  });

  it('lists collection and delivery time slots of a supplier', async () => {
    const result = await stack.graphql<{
      collect: Array<{ value: string; text: string }>;
      deliver: Array<{ value: string; text: string }>;
    }>(`{
      collect: timeslots(supplierId: "101", dispatch: COLLECT) { value text }
      deliver: timeslots(
        supplierId: "101", dispatch: DELIVER, shippingProvider: PICUP
        shippingLocation: { latitude: -33.9, longitude: 18.58 }
      ) { value text }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.collect.length).toBeGreaterThan(0);
    expect(result.data?.collect[0]?.value).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(result.data?.deliver.length).toBeGreaterThan(0);
    expect(await stack.calls()).toEqual({
      calls: { 'GET /shopfront_config': 1, 'GET /catalog/v1/suppliers/{id}/timeslots': 2 },
      total: 3,
    });
  });

  it('refuses a delivery point off the globe with BAD_USER_INPUT', async () => {
    const result = await stack.graphql(`{
      timeslots(supplierId: "101", shippingLocation: { latitude: 95, longitude: 0 }) { value }
    }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.calls()).total).toBe(0);
  });
});
