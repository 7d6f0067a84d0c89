/**
 * The `Cache-Control` of a GraphQL answer, decided by the gateway (Apollo's own calculation is off).
 * A query sent as GET that asks only for public catalogue and configuration fields, and answered
 * without errors, may be kept by the browser and any CDN for a minute and served stale while it
 * revalidates; anything else (the viewer, a basket, time slots, mutations, errors, an answer that
 * sets a cookie) is `private, no-store`.
 */
import type { FastifyInstance } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { PipelineStep } from './step.js';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Root fields whose answers are the same for every shopper (no session, no basket). */
const PUBLIC_ROOT_FIELDS = new Set([
  'shopConfig',
  'clientConfig',
  'checkoutConfig',
  'appVersion',
  'suppliersNear',
  'supplier',
  'agencies',
  'categories',
  'category',
  'product',
  'sampleProducts',
  'sellableOffers',
  'offerSearch',
  'nearbyProductSearch',
  'nearbyOffers',
  'promotions',
  'activePromotions',
  'stokvelOffers',
  'activeStokvelOffers',
  'combos',
  'leaflets',
  'leafletsNear',
  'ads',
  'banners',
]);

/** Whether an operation reads only public root fields (fragments at the root are not used). */
export function isPublicOperation(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (PUBLIC_ROOT_FIELDS.has(selection.name.value) || selection.name.value === '__typename'),
    )
  );
}

/** Whether an operation is public, decided once per parsed operation (Apollo keeps documents). */
const publicByOperation = new WeakMap<OperationDefinitionNode, boolean>();

function isPublicOnce(operation: OperationDefinitionNode): boolean {
  let isPublic = publicByOperation.get(operation);
  if (isPublic === undefined) {
    isPublic = isPublicOperation(operation);
    publicByOperation.set(operation, isPublic);
  }
  return isPublic;
}

export const cacheControl: PipelineStep = {
  willSendResponse({ request, response, operation, errors }) {
    const cacheable =
      request.http?.method === 'GET' &&
      !!operation &&
      isPublicOnce(operation) &&
      !errors?.length &&
      response.body.kind === 'single' &&
      !response.body.singleResult.errors?.length;
    response.http.headers.set(
      'cache-control',
      cacheable ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    );
    // The answer's content type follows `Accept` (or it is a 406): a shared cache must keep one
    // answer per `Accept` (the compression plugin adds accept-encoding).
    if (cacheable) response.http.headers.set('vary', 'accept');
  },
};

/** An answer that sets a cookie (a session refreshed on the way) is never stored by a cache. */
export function privateWhenSettingCookies(app: FastifyInstance, path: string): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.getHeader('set-cookie') !== undefined && request.url.split('?')[0] === path) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
