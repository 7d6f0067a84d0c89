/** Builds the simulator's Fastify app: legacy routes, media, payment pages, control hooks, faults. */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SimContext } from './context.js';
import type { ShopMode } from './data/config.js';
import { FaultStore, installFaults, type Fault } from './faults.js';
import { CallCounter, countCalls } from './lib/call-counter.js';
import { SimClock } from './lib/clock.js';
import { LegacyHttpError } from './lib/http-errors.js';
import { tick } from './rules/order-lifecycle.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerAddressRoutes } from './routes/addresses.js';
import { registerCartRoutes } from './routes/cart.js';
import { registerCategoryRoutes } from './routes/categories.js';
import { registerConfigRoutes } from './routes/config.js';
import { registerControlRoutes } from './routes/control.js';
import { registerDebtorCardRoutes } from './routes/debtor-cards.js';
import { registerManagerRoutes } from './routes/manager.js';
import { registerMarketingRoutes } from './routes/marketing.js';
import { registerMediaRoutes } from './routes/media.js';
import { registerOrderRoutes } from './routes/orders.js';
import { registerPayPages } from './routes/pay-pages.js';
import { registerProductRoutes } from './routes/products.js';
import { registerSupplierRoutes } from './routes/suppliers.js';
import { registerTransactionRoutes } from './routes/transactions.js';
import { seedState } from './state.js';
import { Persistence } from './state/persistence.js';

/** The development value of the manager authorisation header (override with SIM_MANAGER_TOKEN). */
export const DEFAULT_MANAGER_TOKEN = 'sim-manager-dev-token';
const DEFAULT_PAYMENT_SECRET = 'sim-payment-secret';

export interface SimulatorOptions {
  /** Base URL browsers use to reach this simulator; defaults to the address it listens on. */
  publicUrl?: string;
  logger?: boolean;
  /** Directory of the state file; null or omitted runs purely in memory. */
  dataDir?: string | null;
  /** Value of the manager authorisation header. */
  managerToken?: string;
  /** Secret of the payment page checksums. */
  paymentSecret?: string;
  /** Order progress tick in ms; 0 or omitted = orders move only by `/sim/orders/{id}/advance`. */
  orderClockMs?: number;
  /** Faults active from the start. */
  faults?: Fault[];
  /** `market` (default) or `agency`: what `GET /shopfront_config` says (`POST /sim/config`). */
  shopMode?: ShopMode;
  /** Time source (epoch ms), for tests. */
  now?: () => number;
  /**
   * Called by `POST /sim/reset` once the state is the seed again, before it answers: the
   * embedded simulator's gateway empties its caches of the world before (scripts/start.mjs).
   */
  onReset?: () => void | Promise<void>;
}

export interface Simulator {
  app: FastifyInstance;
  context: SimContext;
}

export function buildSimulator(options: SimulatorOptions = {}): Simulator {
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true });
  let publicBase = options.publicUrl?.replace(/\/$/, '') ?? '';
  const clock = new SimClock(options.now);
  const persistence = options.dataDir ? new Persistence(options.dataDir) : null;
  const faults = new FaultStore();
  if (options.faults) faults.set(options.faults);
  const context: SimContext = {
    state: persistence?.load() ?? seedState(clock.now()),
    calls: new CallCounter(),
    clock,
    faults,
    settings: {
      managerToken: options.managerToken ?? DEFAULT_MANAGER_TOKEN,
      paymentSecret: options.paymentSecret ?? DEFAULT_PAYMENT_SECRET,
      orderClockMs: options.orderClockMs ?? 0,
      shopMode: options.shopMode ?? 'market',
      initialShopMode: options.shopMode ?? 'market',
    },
    publicUrl: (path) => `${publicBase}${path}`,
    changed: () => persistence?.schedule(context.state),
    afterReset: async () => {
      await options.onReset?.();
    },
  };
  app.decorate('simContext', context);

  app.addHook('onListen', async () => {
    if (publicBase) return;
    const address = app.server.address();
    if (address && typeof address === 'object') publicBase = `http://localhost:${address.port}`;
  });

  if (context.settings.orderClockMs > 0) {
    const interval = context.settings.orderClockMs;
    const timer = setInterval(
      () => {
        try {
          if (tick(context, interval)) context.changed();
        } catch (error) {
          app.log.error(error);
        }
      },
      Math.max(50, Math.floor(interval / 2)),
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => {
    if (persistence) {
      persistence.schedule(context.state);
      persistence.flush();
    }
  });

  void app.register(formbody);
  void app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  countCalls(app, context.calls);
  // Faults come after counting, so a faulted call still shows in `/sim/calls`.
  void app.register(async (scope) => {
    installFaults(scope, faults);
    registerConfigRoutes(scope, context);
    registerAccountRoutes(scope, context);
    registerAddressRoutes(scope, context);
    registerDebtorCardRoutes(scope, context);
    registerCategoryRoutes(scope, context);
    registerProductRoutes(scope, context);
    registerSupplierRoutes(scope, context);
    registerMarketingRoutes(scope, context);
    registerCartRoutes(scope, context);
    registerOrderRoutes(scope, context);
    registerTransactionRoutes(scope, context);
    registerManagerRoutes(scope, context);
    registerMediaRoutes(scope, context);
  });
  registerPayPages(app, context);
  registerControlRoutes(app, context);

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof LegacyHttpError) {
      return reply.code(error.statusCode).send({
        status: error.status,
        message: error.message,
        messages: error.messages,
        ...error.extra,
      });
    }
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 500) app.log.error(error);
    const message = statusCode >= 500 ? 'Internal error' : String((error as Error).message);
    return reply.code(statusCode).send({
      status: statusCode >= 500 ? 'error' : 'invalid',
      message,
      messages: [message],
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ status: 'not_found', message: `No route for ${request.method} ${request.url}` }),
  );

  return { app, context };
}
