/**
 * The payment page sends the shopper, with the payment's result, to the return address the
 * registration names: only the shop itself (its configured public origin, whatever Host or
 * X-Forwarded-Host a request says) or a configured origin is accepted; any other site is refused with a clear error before the legacy API is
 * asked for anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../support/gateway';
import { placeOrder, signedIn, THANDI } from '../support/shoppers';
import { startStack, type TestStack } from '../support/stack';

const REGISTER = `mutation ($input: RegisterTransactionInput!) {
  registerTransaction(input: $input) { transaction { id } errors { message } }
}`;

interface Registered {
  registerTransaction: { transaction: { id: string } | null; errors: unknown[] } | null;
}

describe('a payment return address', () => {
  let stack: TestStack;
  let thandi: GraphqlClient;
  let orderId: string;
  let n = 0;

  beforeAll(async () => {
    stack = await startStack({
      PAYMENT_RETURN_ORIGINS: 'https://winkel.example',
      PUBLIC_ORIGIN: 'https://shop.test',
      TRUST_PROXY: '1',
    });
    thandi = await signedIn(stack.gatewayUrl, THANDI);
    orderId = (await placeOrder(thandi, stack.sim.url, `return-url-${Date.now()}`, 'PAYGATE')).id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const register = (returnUrl: string, headers: Record<string, string> = {}) =>
    thandi.request<Registered>(
      REGISTER,
      {
        input: {
          idempotencyKey: `return-url-${Date.now()}-${n++}`,
          orderId,
          provider: 'PAYGATE',
          returnUrl,
        },
      },
      headers,
    );

  it.each([
    'https://evil.example/orders/1/pay/return',
    'http://127.0.0.1.evil.example/orders/1/pay/return',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s, and asks the legacy API nothing', async (returnUrl) => {
    await stack.resetCalls();
    const result = await register(returnUrl);
    expect(result.data?.registerTransaction ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'input.returnUrl',
    });
    expect(result.errors?.[0]?.message).toMatch(/must be an address of this shop/);
    expect(Object.keys((await stack.calls()).calls).filter((c) => c.startsWith('POST'))).toEqual(
      [],
    );
  });

  it('refuses the address a forwarded host names, and the address the request reached', async () => {
    const forwarded = await register('https://evil.example/orders/1/pay/return', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forwarded.errors?.[0]?.message).toMatch(/must be an address of this shop/);
    const reached = await register(`${stack.gatewayUrl}/orders/${orderId}/pay/return`);
    expect(reached.errors?.[0]?.message).toMatch(/must be an address of this shop/);
  });

  it("accepts the shop's own address", async () => {
    const result = await register(`https://shop.test/orders/${orderId}/pay/return`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerTransaction?.transaction?.id).toBeTruthy();
  });

  it('accepts a configured origin', async () => {
    // A second order: the first one has a payment under way.
    orderId = (await placeOrder(thandi, stack.sim.url, `return-url-${Date.now()}`, 'PAYGATE')).id;
    const result = await register(`https://winkel.example/orders/${orderId}/pay/return`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.registerTransaction?.transaction?.id).toBeTruthy();
  });
});
