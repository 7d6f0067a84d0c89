/**
 * Builds the gateway: request ids and deadlines, rate limits, health, GraphQL, the manager upload
 * route, explorer and web client on one Fastify instance, and the metrics listener beside it
 * (`app.metricsServer`, its own port: serve.ts starts it).
 */
import { ComparedAnswers } from './cache/compared-answers.js';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { RedisKeyValueCache } from './cache/apq-cache.js';
import { Baskets } from './basket/baskets.js';
import { openBasketStore } from './basket/open-store.js';
import { RedisLink } from './cache/redis.js';
import { registerBasketForm } from './ssr/basket-form.js';
import { registerCheckoutAddressForm } from './ssr/checkout-address-form.js';
import { ADDRESS_SCREEN } from './ssr/checkout-address-pages.js';
import { screenStyles } from './ssr/screen-styles.js';
import { registerCheckoutForm } from './ssr/checkout-form.js';
import { registerCheckoutConfirmationForm } from './ssr/checkout-confirmation-form.js';
import { placeOrderOperation, registerCheckoutPlaceForm } from './ssr/checkout-place-form.js';
import { paymentOperations, registerPaymentForms } from './ssr/checkout-place-payment.js';
import { FormMetrics } from './ssr/form-metrics.js';
import { persistedOperation } from './ssr/persisted-operation.js';
import { registerSignInForm } from './ssr/sign-in-form.js';
import { registerMenuForms } from './ssr/menu-forms.js';
import { registerPasswordResetForm } from './ssr/password-reset-form.js';
import { passwordResetStyles } from './ssr/password-reset-form-pages.js';
import { signInStyles } from './ssr/sign-in-form-pages.js';
import { registerRegisterForm } from './ssr/register-form.js';
import { registerStyles } from './ssr/register-form-pages.js';
import { MemoryResponseCache, RedisResponseCache } from './cache/response-cache.js';
import { LegacyAnswerCaches } from './cache/legacy-answer-caches.js';
import type { GatewayConfig } from './config.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import { RedisIdempotencyStore } from './idempotency/redis-store.js';
import { rateLimitPlugin } from './limits/rate-limit.js';
import { persistedQueryStore } from './persisted/store.js';
import { safelistKeysOf } from './pipeline/safelist-from-manifest.js';
import { GatewayMetrics } from './metrics/metrics.js';
import { buildMetricsServer } from './plugins/metrics-server.js';
import { accessLogPlugin } from './plugins/access-log.js';
import { compressionPlugin } from './plugins/compression.js';
import { drainPlugin } from './plugins/drain.js';
import { explorerPlugin } from './plugins/explorer.js';
import { graphqlPlugin } from './plugins/graphql.js';
import { healthPlugin } from './plugins/health.js';
import { httpMetricsPlugin } from './plugins/http-metrics.js';
import { managerUploadPlugin } from './plugins/manager-upload.js';
import { requestIdFrom, requestScopePlugin } from './plugins/request-scope.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { webPlugin } from './plugins/web.js';
import {
  knownOperationNames,
  loadSafelist,
  publicAnswerCachePlugin,
  safelistAdmits,
  type SafelistAdmits,
} from './pipeline/index.js';
import { loadTypeDefs, mergedSdl } from './schema.js';
import { HtmlCache } from './ssr/html-cache.js';
import { RenderMetrics } from './ssr/render-metrics.js';
import { loadRenderer } from './ssr/renderer.js';
import { serverPages } from './ssr/server-pages.js';
import { clientPages } from './ssr/client-pages.js';
import { registerSitemap } from './ssr/sitemap.js';
import { registerChooseBranch } from './ssr/choose-branch.js';
import { openRevocations } from './session/open-revocations.js';
import { hasLiveSession } from './session/cookie-session.js';
import { sessionKeys } from './session/sealed-cookie.js';
import { MemoryAccountSnapshots, RedisAccountSnapshots } from './upstream/account-snapshots.js';
import { createUpstream } from './upstream/index.js';
import { OrderWatches } from './live/order-watches.js';
import { RedisWatchSlots } from './live/watch-slots.js';
import { traceLogFields } from './telemetry/spans.js';
import { tracingActive } from './telemetry/tracing.js';
import { CatalogueWords, WORDS_START_WAIT_MS } from './words/catalogue-words.js';

export async function buildGateway(
  config: GatewayConfig & { legacyApiUrl: string },
): Promise<FastifyInstance> {
  const trusted = config.trustProxy;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // With tracing on, the trace and span ids on every line written inside a request.
      ...(tracingActive() ? { mixin: traceLogFields } : {}),
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-manager-authorization"]',
      ],
    },
    genReqId: requestIdFrom,
    // accessLogPlugin writes one line per request instead (at debug; errors and slow at info).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // A client trickling its request (one byte every few seconds) is cut off with 408 instead of
    // holding a connection for minutes; an idle socket that never sends is closed as well.
    requestTimeout: config.clientRequestTimeoutMs,
    connectionTimeout: config.clientRequestTimeoutMs * 2,
    // Node checks request timeouts on this interval (30 s by default), and ignores the request
    // timeout while the headers timeout is longer: both set so the limit holds.
    http: {
      connectionsCheckingInterval: Math.min(1_000, config.clientRequestTimeoutMs),
      headersTimeout: config.clientRequestTimeoutMs,
    },
    // Trust exactly the configured proxies, never every X-Forwarded-For value: the client
    // address is the one the outermost trusted proxy saw. A list of addresses (proxy-addr's)
    // believes only connections from them; a hop count believes whoever connects.
    trustProxy: Array.isArray(trusted)
      ? trusted
      : (_address: string, hop: number) => trusted !== false && hop < trusted,
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once (after
    // the drain told every client that sent during it to close: plugins/drain.ts).
    forceCloseConnections: 'idle',
    // A request arriving while the gateway closes (on a connection opened just before) is
    // answered, with `Connection: close`, rather than refused with a 503.
    return503OnClosing: false,
  });

  const metrics = new GatewayMetrics();
  metrics.knownOperations = knownOperationNames(config.safelistDir);
  let redisLink: RedisLink | null = null;
  if (config.redisUrl) {
    const link = new RedisLink(config.redisUrl, app.log, { metrics });
    redisLink = link;
    app.addHook('onClose', () => link.close());
  }
  const memoryCache = new MemoryResponseCache(config.cacheMaxEntries);
  const responseCache = redisLink ? new RedisResponseCache(redisLink, memoryCache) : memoryCache;
  const legacyAnswers = new LegacyAnswerCaches();
  legacyAnswers.add(() => responseCache.clear());
  app.decorate('legacyAnswers', legacyAnswers);

  const upstream = createUpstream(config.legacyApiUrl, {
    timeoutMs: config.upstreamTimeoutMs,
    // Writes are not retried and not idempotent upstream: only the request deadline cuts them.
    writeTimeoutMs: config.requestTimeoutMs,
    retries: config.upstreamRetries,
    metrics,
    generations: config.legacyApis,
    accountScope: config.accountScope,
    cache: responseCache,
    cacheTtlMs: config.cacheTtlSeconds * 1000,
    cacheStaleMs: config.cacheStaleSeconds * 1000,
    staleIfSlowMs: config.cacheStaleIfSlowMs,
    onCacheError: (error) => app.log.warn({ err: error }, 'response cache unavailable'),
    accountSnapshots: redisLink
      ? new RedisAccountSnapshots(redisLink, new MemoryAccountSnapshots())
      : new MemoryAccountSnapshots(),
  });
  app.addHook('onClose', () => upstream.http.close());
  const orderWatches = new OrderWatches({
    intervalMs: config.orderWatch.intervalMs,
    // At most half the request deadline (config.ts refuses more), so a held page gets its answer.
    holdMs: config.orderWatch.holdMs,
    perShopper: config.orderWatch.perShopper,
    // The cap holds across replicas sharing Redis; per replica without it (or while it is away).
    ...(redisLink ? { slots: new RedisWatchSlots(redisLink) } : {}),
    fetchOrder: (session, orderId) => upstream.orders.order(session, orderId),
    onPoll: () => metrics.orderWatchPolls.inc(),
  });
  metrics.countOrderWatches(
    () => orderWatches.waiting,
    () => orderWatches.watched,
  );
  // Held pages get their answer at once when the gateway stops, so the drain does not wait.
  app.addHook('preClose', (done) => {
    orderWatches.close();
    done();
  });
  if (config.sessionSecretIsDefault) {
    app.log.warn('SESSION_SECRET is not set: using the development secret (never in production)');
  }
  const keys = sessionKeys(config.sessionSecret, config.sessionSecretsPrevious);
  const sessionRevocations = openRevocations(config.basket.storeFile, redisLink);
  app.addHook('onClose', async () => sessionRevocations.close?.());
  const basketStore = openBasketStore(config.basket, redisLink);
  app.addHook('onClose', async () => basketStore.close?.());
  const baskets = new Baskets(basketStore, keys, config.basket.ttlSeconds, (request) =>
    hasLiveSession(request, { keys, revocations: sessionRevocations }),
  );

  registerErrorHandler(app);
  // The web's server build, first: its pages' one inline script is allowed by its hash.
  const renderer = config.ssr.enabled
    ? await loadRenderer(config.webDistDir, config.ssr.serverDir)
    : null;
  // The pages the gateway answers itself (a refused form's) link the shop's own stylesheet.
  app.decorate('shopStylesheets', renderer ? screenStyles(renderer.manifest, 'index.html') : []);
  await app.register(securityHeadersPlugin, {
    legacyApiUrl: config.legacyApiUrl,
    extraOrigins: config.cspExtraOrigins,
    scriptHashes: renderer ? [renderer.build.afterPaintScriptHash] : [],
  });
  await app.register(drainPlugin);
  await app.register(requestScopePlugin, { requestTimeoutMs: config.requestTimeoutMs });
  await app.register(accessLogPlugin);
  await app.register(httpMetricsPlugin, { metrics });
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(healthPlugin, {
    legacyReady: () => upstream.http.probe(config.legacyApiUrl, '/catalog/v1/categories'),
    ...(redisLink ? { redisUp: () => redisLink.available } : {}),
  });
  const metricsServer = config.metricsPort === null ? null : await buildMetricsServer(metrics);
  app.decorate('metricsServer', metricsServer);
  if (metricsServer) app.addHook('onClose', () => metricsServer.close());

  // The web sends hashes only: the build's manifest knows them all (the safelist: only those).
  const persisted = persistedQueryStore({
    manifestFile: config.persistedManifest,
    previousManifestFile: config.previousPersistedManifest,
    production: config.safelist,
    ...(redisLink ? { shared: new RedisKeyValueCache(redisLink) } : {}),
  });
  app.log.info({ operations: persisted.operations }, 'persisted operations loaded');
  let admits: SafelistAdmits | undefined;
  if (config.safelist) {
    const safelist = loadSafelist(config.safelistDir);
    // The previous release's operations too, while a rolling deploy settles.
    for (const key of safelistKeysOf(persisted.previous)) safelist.add(key);
    app.log.info({ operations: safelist.size }, 'operation safelist on');
    admits = safelistAdmits(safelist, { allowIntrospection: config.introspection });
  }
  // "Did you mean": the catalogue's words, read once when first needed and hourly after that.
  const catalogueWords = new CatalogueWords(upstream.catalogue);
  app.addHook('onClose', () => catalogueWords.close());
  // Read as the gateway starts, so no shopper's search pays for them (or goes without them).
  if (config.catalogueWordsAtStart)
    app.addHook('onReady', () => catalogueWords.warm(WORDS_START_WAIT_MS));
  // The API routes and their rate limits in one encapsulated context: the limiter's hook runs
  // for exactly these routes, however a client spells their path (`/%67raphql` is /graphql).
  await app.register(async function graphqlApi(api) {
    await api.register(rateLimitPlugin, {
      windowMs: config.rateLimit.windowMs,
      perIp: config.rateLimit.perIp,
      perSession: config.rateLimit.perSession,
      // The limiter's Lua command goes through the breaker (skipOnError then lets the request in).
      redis: redisLink ? redisLink.guardedClient('rate-limit', ['rateLimit']) : null,
      sessionKeys: keys,
      metrics,
    });
    await api.register(publicAnswerCachePlugin, {
      ttlMs: config.publicAnswerCacheSeconds * 1000,
      onLookup: (outcome) => metrics.publicAnswers.inc({ outcome }),
      caches: legacyAnswers,
    });
    await api.register(graphqlPlugin, {
      typeDefs: loadTypeDefs(config.schemaDir),
      upstream,
      introspection: config.introspection,
      sessionKeys: keys,
      sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
      sessionRevocations,
      idempotency: redisLink ? new RedisIdempotencyStore(redisLink) : new MemoryIdempotencyStore(),
      accountScope: config.accountScope,
      paymentReturnOrigins: config.paymentReturnOrigins,
      publicOrigin: config.publicOrigin,
      limits: config.limits,
      accountAttempts: config.accountAttempts,
      apqCache: persisted.store,
      metrics,
      ...(admits ? { admits } : {}),
      orderWatches,
      comparedAnswers: new ComparedAnswers(),
      catalogueWords,
      baskets,
    });
    await api.register(managerUploadPlugin, { upstream, limitBytes: config.uploadLimitBytes });
    const formMetrics = new FormMetrics(metrics.registry);
    // The no-script branch form, under the same rate limit and deadline as GraphQL.
    if (renderer)
      registerChooseBranch(api, upstream, renderer.build, config.publicOrigin, formMetrics);
    // The no-script basket form (Add, quantity, Remove), under the same standard.
    const formSession = {
      keys,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
      revocations: sessionRevocations,
    };
    registerBasketForm(api, {
      metrics: formMetrics,
      upstream,
      baskets,
      session: formSession,
      publicOrigin: config.publicOrigin,
      build: renderer?.build ?? null,
    });
    // The checkout's no-script dispatch step and "Place order", under the same standard. Their
    // pages are the server build's, and so is the reader and writer of their `sf_checkout` cookie.
    if (renderer)
      registerCheckoutForm(api, {
        metrics: formMetrics,
        upstream,
        baskets,
        session: formSession,
        publicOrigin: config.publicOrigin,
        build: renderer.build,
      });
    // The confirmation's bags, discount code and wallet credit without the script.
    if (renderer)
      registerCheckoutConfirmationForm(api, {
        metrics: formMetrics,
        session: formSession,
        publicOrigin: config.publicOrigin,
        build: renderer.build,
      });
    // The delivery address without the script: a saved one chosen, or a new one added.
    if (renderer)
      registerCheckoutAddressForm(api, {
        metrics: formMetrics,
        upstream,
        baskets,
        session: formSession,
        publicOrigin: config.publicOrigin,
        stylesheets: screenStyles(renderer.manifest, ADDRESS_SCREEN),
        build: renderer.build,
      });
    const placeOrder = placeOrderOperation(config.persistedManifest);
    // Paying on a gateway's page (PayGate and the like) without the script: started as the
    // order is placed or from the order's "Pay now", settled when the gateway sends the shopper back.
    const payments = paymentOperations(config.persistedManifest);
    if (payments)
      registerPaymentForms(api, {
        metrics: formMetrics,
        publicOrigin: config.publicOrigin,
        app,
        operations: payments,
      });
    if (placeOrder && renderer)
      registerCheckoutPlaceForm(api, {
        metrics: formMetrics,
        upstream,
        baskets,
        session: formSession,
        publicOrigin: config.publicOrigin,
        app,
        operation: placeOrder,
        payments,
        build: renderer.build,
      });
    // The server-rendered sign-in page's form, signing in through the same signIn.
    const signInOperation = persistedOperation(config.persistedManifest, 'SignIn');
    if (signInOperation)
      registerSignInForm(api, {
        metrics: formMetrics,
        publicOrigin: config.publicOrigin,
        app,
        operation: signInOperation,
        stylesheets: renderer ? signInStyles(renderer.manifest) : [],
      });
    // A forgotten password without the script, through the same three mutations.
    const resetOperations = {
      forgotPassword: persistedOperation(config.persistedManifest, 'ForgotPassword'),
      validateResetCode: persistedOperation(config.persistedManifest, 'ValidateResetCode'),
      resetPassword: persistedOperation(config.persistedManifest, 'ResetPassword'),
    };
    if (
      renderer &&
      signInOperation &&
      resetOperations.forgotPassword &&
      resetOperations.validateResetCode &&
      resetOperations.resetPassword
    )
      registerPasswordResetForm(api, {
        metrics: formMetrics,
        publicOrigin: config.publicOrigin,
        app,
        operations: {
          forgotPassword: resetOperations.forgotPassword,
          validateResetCode: resetOperations.validateResetCode,
          resetPassword: resetOperations.resetPassword,
          signIn: signInOperation,
        },
        stylesheets: passwordResetStyles(renderer.manifest),
      });
    // The menu page's forms: Log out through the same signOut, and the language's cookie.
    if (renderer)
      registerMenuForms(api, {
        metrics: formMetrics,
        publicOrigin: config.publicOrigin,
        app,
        signOut: persistedOperation(config.persistedManifest, 'SignOut'),
        build: renderer.build,
      });
    // The server-rendered register page's form, registering through the same signUp.
    const signUpOperation = persistedOperation(config.persistedManifest, 'SignUp');
    if (signUpOperation)
      registerRegisterForm(api, {
        metrics: formMetrics,
        publicOrigin: config.publicOrigin,
        app,
        operation: signUpOperation,
        signInOperation: signInOperation ?? undefined,
        stylesheets: renderer ? registerStyles(renderer.manifest) : [],
      });
  });
  if (config.ssr.enabled && !renderer) {
    app.log.warn(
      { dir: config.ssr.serverDir },
      'no server build of the web: pages render in the browser',
    );
  }
  if (renderer) {
    registerSitemap(app, renderer, 60 * 60 * 1000, config.publicOrigin);
  }
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    ...(renderer
      ? {
          sendPage: serverPages({
            app,
            renderer,
            cache: htmlCache(config, legacyAnswers),
            origin: config.publicOrigin,
            dataDeadlineMs: config.ssr.dataDeadlineMs,
            log: app.log,
            metrics: new RenderMetrics(metrics.registry),
          }),
          clientPage: clientPages(renderer),
        }
      : {}),
    nameVisitorBasket: (request, reply) => baskets.nameForFirstVisit(request, reply),
  });
  if (config.introspection) {
    const sdl = mergedSdl(loadTypeDefs(config.schemaDir));
    await app.register(explorerPlugin, { distDir: config.webDistDir, sdl });
  }
  return app;
}

/** The rendered pages' cache, emptied with the other legacy answers. */
function htmlCache(config: GatewayConfig, legacyAnswers: LegacyAnswerCaches): HtmlCache {
  const cache = new HtmlCache(config.ssr.cacheSeconds, config.ssr.cacheEntries);
  legacyAnswers.add(() => cache.clear());
  return cache;
}
