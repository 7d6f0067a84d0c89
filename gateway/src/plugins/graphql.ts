/**
 * Apollo Server 5 at `/graphql`, the one GraphQL pipeline (its steps in order: pipeline/index.ts):
 * a context of per-request loaders and the session, CSRF prevention, persisted queries, query
 * limits, the operation Apollo resolved executed with graphql-jit, the optional safelist, masked
 * errors, Cache-Control and per-operation metrics.
 */
import type { Baskets } from '../basket/baskets.js';
import type { ComparedAnswers } from '../cache/compared-answers.js';
import type { CatalogueWords } from '../words/catalogue-words.js';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KeyValueCacheLike } from '../cache/apq-cache.js';
import type { GatewayContext } from '../context.js';
import { formatError } from '../format-error.js';
import type { IdempotencyStore } from '../idempotency/types.js';
import { accountAttempts, type AccountAttemptLimits } from '../limits/account-attempts.js';
import { createLoaders } from '../loaders/index.js';
import type { GatewayMetrics } from '../metrics/metrics.js';
import {
  OperationCompiler,
  boundedDocumentStore,
  jitGateway,
  pipelinePlugin,
  privateWhenSettingCookies,
  queryLimitsRule,
  type QueryLimits,
  type SafelistAdmits,
} from '../pipeline/index.js';
import { resolvers } from '../resolvers/index.js';
import { tracedResolvers } from '../telemetry/traced-resolvers.js';
import { notingPayloadErrors } from '../metrics/payload-errors.js';
import { CookieSession } from '../session/cookie-session.js';
import type { SessionRevocations } from '../session/revocations.js';
import type { Upstream } from '../upstream/index.js';
import type { OrderWatches } from '../live/order-watches.js';
import { MANAGER_AUTH_HEADER } from '@shopfront/legacy-api';

export interface GraphqlOptions {
  typeDefs: string[];
  upstream: Upstream;
  introspection: boolean;
  /** Keys the session cookie is sealed with (current first), its lifetime and revocations. */
  sessionKeys: readonly Buffer[];
  sessionMaxAgeSeconds: number;
  sessionRevocations: SessionRevocations;
  idempotency: IdempotencyStore;
  accountScope: string;
  /** Origins besides the shop's own that payment pages may return to (PAYMENT_RETURN_ORIGINS). */
  paymentReturnOrigins?: readonly string[];
  /** The shop's public origin (`PUBLIC_ORIGIN`): payments may return there. */
  publicOrigin?: string;
  limits: QueryLimits & { maxTokens: number };
  /** Guesses per mobile number (sign-in, reset codes, reset requests). */
  accountAttempts: AccountAttemptLimits;
  /** Persisted queries: the web's manifest, and where others may register (persisted/store.ts). */
  apqCache?: KeyValueCacheLike;
  metrics: GatewayMetrics;
  /** The safelist's decision, when the safelist is on (production). */
  admits?: SafelistAdmits;
  /** Live order updates, shared by every request of this replica. */
  orderWatches: OrderWatches;
  /** The basket comparisons this gateway keeps for a minute. */
  comparedAnswers: ComparedAnswers;
  /** The catalogue's words this gateway keeps for "did you mean". */
  catalogueWords: CatalogueWords;
  /** Every shopper's basket (the store, and the cookie of a visitor's). */
  baskets: Baskets;
}

const GRAPHQL_PATH = '/graphql';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a `/graphql` request's access-log line says of its answer (its operation). */
    graphqlAccessLog?: GatewayContext['accessLog'];
  }
}

export const graphqlPlugin = fp<GraphqlOptions>(
  async (app: FastifyInstance, options) => {
    const { typeDefs, upstream, introspection, idempotency, accountScope } = options;
    const compiler = new OperationCompiler(
      makeExecutableSchema({
        typeDefs,
        resolvers: tracedResolvers(notingPayloadErrors(resolvers)),
      }),
    );
    const validationRules = [queryLimitsRule(options.limits)];
    const apollo = new ApolloServer<GatewayContext>({
      // graphql-jit runs each operation as code compiled once per document (see jit-gateway.ts).
      gateway: jitGateway(compiler),
      // Parsed documents and their compiled code, by count (see document-store.ts).
      documentStore: boundedDocumentStore(500),
      introspection,
      // With introspection off, no "Did you mean …" suggestions leak field names to outsiders.
      hideSchemaDetailsFromClientErrors: !introspection,
      csrfPrevention: true,
      formatError: formatError(app.log, { hideSuggestions: !introspection }),
      validationRules,
      parseOptions: { maxTokens: options.limits.maxTokens },
      persistedQueries: options.apqCache ? { cache: options.apqCache } : {},
      plugins: [
        fastifyApolloDrainPlugin(app),
        ApolloServerPluginLandingPageDisabled(),
        // Apollo's cache-control calculation walks every resolved field (about 40% of the CPU of
        // the landing page's query) only to arrive at `no-store`: no type carries a cache hint.
        // The gateway sets that header itself instead (public catalogue GETs, else private).
        ApolloServerPluginCacheControlDisabled(),
        // The gateway's own steps (pipeline/index.ts), as one plugin.
        pipelinePlugin({
          metrics: options.metrics,
          ...(options.admits ? { admits: options.admits } : {}),
        }),
      ],
    });
    await apollo.start();
    const attemptsOf = accountAttempts(app, options.accountAttempts);
    privateWhenSettingCookies(app, GRAPHQL_PATH);
    const contextOf = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<GatewayContext> => {
      const startedAt = performance.now();
      const session = await CookieSession.open(request, reply, {
        keys: options.sessionKeys,
        maxAgeSeconds: options.sessionMaxAgeSeconds,
        revocations: options.sessionRevocations,
      });
      const manager = request.headers[MANAGER_AUTH_HEADER];
      const scope = request.requestScope;
      // This request's clients: every upstream call they make stops at its deadline.
      const scoped = scope ? upstream.forRequest(scope) : upstream;
      // The access log names the operation (pipeline/operation-metrics.ts sets it).
      const accessLog: GatewayContext['accessLog'] = { operation: null };
      request.graphqlAccessLog = accessLog;
      const loaders = createLoaders(scoped, session);
      return {
        requestId: String(request.id),
        log: request.log,
        loaders,
        upstream: scoped,
        session,
        basket: options.baskets.forRequest(request, reply, {
          session,
          upstream: scoped,
          loaders,
          log: request.log,
        }),
        idempotency: scope ? withDeadline(idempotency, scope.deadlineAt) : idempotency,
        attempts: attemptsOf(request),
        accountScope,
        // The shop's configured origin, never the request's Host (a header anyone can write).
        paymentReturnOrigins: [
          ...(options.publicOrigin ? [options.publicOrigin] : []),
          ...(options.paymentReturnOrigins ?? []),
        ],
        managerAuthorization: (Array.isArray(manager) ? manager[0] : manager) || null,
        orderWatches: options.orderWatches,
        comparedAnswers: options.comparedAnswers,
        catalogueWords: options.catalogueWords,
        // Made only when a resolver asks (a held `orderUpdate`): most requests never need it.
        holdOpen: () => {
          request.heldOpen = true;
          return goneSignal(reply);
        },
        startedAt,
        accessLog,
      };
    };
    await app.register(fastifyApollo(apollo), { path: GRAPHQL_PATH, context: contextOf });
  },
  { name: 'graphql', dependencies: ['@fastify/cookie', 'rate-limit'] },
);

/** Aborts when the response is closed before it was sent in full: the client went away. */
function goneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The store, with a repeat's wait for another replica bounded by this request's deadline. */
function withDeadline(store: IdempotencyStore, deadlineAt: number): IdempotencyStore {
  return {
    once: (scope, key, work) => store.once(scope, key, work, { deadlineAt }),
    replay: (scope, key) => store.replay(scope, key, { deadlineAt }),
  };
}
