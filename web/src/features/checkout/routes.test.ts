/**
 * A checkout, order or payment screen whose code has not arrived after 120 s
 * fails with the chunk timeout (the screen error with its retry), as every other screen does.
 */
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError } from '../../core/chunk-timeout';

// Every screen module of these routes is stuck on a stalled connection: its code never arrives.
const { never } = vi.hoisted(() => ({ never: () => new Promise<never>(() => undefined) }));
vi.mock('./CheckoutLayout', never);
vi.mock('./DispatchPage', never);
vi.mock('./ShippingAddressPage', never);
vi.mock('./ConfirmationPage', never);
vi.mock('../payments/PaymentPages', never);
vi.mock('../payments/PaymentReturnPage', never);
vi.mock('../orders/OrderHistoryPage', never);
vi.mock('../orders/OrderDetailPage', never);

const { checkoutRoutes } = await import('./routes');
const { orderRoutes } = await import('../orders/routes');
const { orderPaymentRoutes } = await import('../payments/routes');

function lazyRoutes(routes: RouteObject[], parent = ''): Array<[string, RouteObject]> {
  return routes.flatMap((route) => {
    const path = route.index ? `${parent}/` : `${parent}/${route.path ?? ''}`;
    const own: Array<[string, RouteObject]> = route.lazy ? [[path, route]] : [];
    return [...own, ...lazyRoutes(route.children ?? [], path)];
  });
}

describe('checkout routes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const routes = lazyRoutes([...checkoutRoutes, ...orderRoutes, ...orderPaymentRoutes]);

  it('are all loaded lazily', () => {
    expect(routes.map(([path]) => path)).toEqual([
      '/checkout',
      '/checkout/dispatch',
      '/checkout/shipping_address',
      '/checkout/confirmation',
      '/checkout/payment',
      '/orders/',
      '/orders/:id',
      '/orders/:id/again',
      '/orders/:id/pay',
      '/orders/:id/pay/return',
    ]);
  });

  it.each(routes)(
    '%s fails with the chunk timeout when its code has not arrived after 120 s',
    async (_path, route) => {
      const lazy = route.lazy as () => Promise<unknown>;
      const loading = lazy();
      const failed = expect(loading).rejects.toBeInstanceOf(ChunkTimeoutError);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
      await failed;
    },
  );
});
