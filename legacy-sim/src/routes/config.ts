/** Configuration and version: shopfront config, version file, client config, checkout config. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import {
  clientConfig,
  MIN_ORDER_IN_CENTS,
  BAG_PRICE_IN_CENTS,
  shopfrontConfig,
} from '../data/config.js';
import { SHIPPING_OPTIONS, ONLINE_PROVIDERS, OFFLINE_PROVIDERS } from '../data/config.js';
import { defineRoute } from '../lib/define-route.js';
import { notFound } from '../lib/http-errors.js';
import { optionalNumber } from '../lib/query.js';
import type { AgencyRecord } from '../state/types.js';
import { STATE_VERSION } from '../state.js';

function agencyOfSupplier(ctx: SimContext, supplierId: number | undefined): AgencyRecord | null {
  if (supplierId === undefined) return null;
  const supplier = ctx.state.suppliers.find((candidate) => candidate.id === supplierId);
  if (!supplier) throw notFound(`Supplier ${supplierId} not found`);
  return ctx.state.agencies.find((agency) => agency.id === supplier.agencyId) ?? null;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /shopfront_config', () => ({
    status: 'ok',
    config: {
      config: shopfrontConfig(
        ctx.publicUrl(''),
        (path) => ctx.publicUrl(path),
        ctx.settings.shopMode,
      ),
    },
  }));

  // Stable across resets, so a reset does not make every open client reload.
  defineRoute(app, 'GET /version.txt', (_request, reply) => {
    const checksum = createHash('sha256')
      .update(`shopfront-sim-${STATE_VERSION}`)
      .digest('hex')
      .slice(0, 12);
    reply.type('text/plain').header('cache-control', 'no-store');
    return checksum;
  });

  defineRoute(app, 'GET /shopit/v1/client_config.json', ({ query }) =>
    clientConfig(agencyOfSupplier(ctx, optionalNumber(query.supplier_id, 'supplier_id'))),
  );

  defineRoute(app, 'GET /cart/v1/checkout_config', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    const agency = agencyOfSupplier(ctx, supplierId);
    const delivers = agency === null || agency.deliveryBaseInCents > 0;
    return {
      status: 'ok',
      checkout_config: {
        api_endpoint: ctx.publicUrl(''),
        supplier_id: supplierId ?? null,
        discount_codes_enabled: true,
        min_order_in_cents: MIN_ORDER_IN_CENTS,
        bag_price_in_cents: BAG_PRICE_IN_CENTS,
        payment_providers: [...ONLINE_PROVIDERS, ...OFFLINE_PROVIDERS],
        shipping_providers: ['collect', ...(delivers ? SHIPPING_OPTIONS.map((o) => o.name) : [])],
      },
    };
  });
}
