/**
 * A mutation that answers with a typed error in its payload (`errors: [WrongPasswordError]`) is a
 * business error, not "ok": each root mutation's payload is looked at as it is resolved, and the
 * first typed error's name becomes the request's error code for the metrics (`WRONG_PASSWORD`).
 * The payload itself is returned unchanged.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types.js';

/** What this needs of the request's context (`GatewayContext.payloadError`). */
interface NotedContext {
  payloadError?: string;
}

type Resolver = (
  parent: unknown,
  args: unknown,
  context: NotedContext,
  info: GraphQLResolveInfo,
) => unknown;

export function notingPayloadErrors(resolvers: Resolvers): Resolvers {
  const mutations = (resolvers as Record<string, Record<string, unknown> | undefined>).Mutation;
  if (!mutations) return resolvers;
  const noted = Object.fromEntries(
    Object.entries(mutations).map(([field, resolver]) => [
      field,
      typeof resolver === 'function' ? noting(resolver as Resolver) : resolver,
    ]),
  );
  return { ...resolvers, Mutation: noted } as Resolvers;
}

function noting(resolve: Resolver): Resolver {
  return async (parent, args, context, info) => {
    const payload = await resolve(parent, args, context, info);
    context.payloadError ??= payloadErrorCode(payload) ?? undefined;
    return payload;
  };
}

/** `WrongPasswordError` in `payload.errors` → `WRONG_PASSWORD`; null without a typed error. */
export function payloadErrorCode(payload: unknown): string | null {
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const name = (errors[0] as { __typename?: unknown } | null)?.__typename;
  if (typeof name !== 'string') return 'PAYLOAD_ERROR';
  return name
    .replace(/Error$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase();
}
