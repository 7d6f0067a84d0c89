import type { RestCheckoutConfig } from '@shopfront/legacy-api';
import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '../../context.js';
import { CheckoutConfig } from './CheckoutConfig.js';

const available = CheckoutConfig.available as unknown as (
  config: RestCheckoutConfig,
  args: object,
  context: GatewayContext,
) => boolean;

function contextWithLog() {
  const warn = vi.fn();
  return { warn, context: { requestId: 'req-7', log: { warn } } as unknown as GatewayContext };
}

describe('CheckoutConfig.available', () => {
  it('is false and logged (with the request’s logger) when the config has no api_endpoint', () => {
    const { warn, context } = contextWithLog();
    const config = { supplier_id: 101, api_endpoint: null } as unknown as RestCheckoutConfig;
    expect(available(config, {}, context)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      { supplierId: 101, requestId: 'req-7' },
      'checkout config has no api_endpoint: checkout is not available',
    );
  });

  it('is true and quiet with an api_endpoint', () => {
    const { warn, context } = contextWithLog();
    const config = {
      supplier_id: 101,
      api_endpoint: 'https://branch.example',
    } as unknown as RestCheckoutConfig;
    expect(available(config, {}, context)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
