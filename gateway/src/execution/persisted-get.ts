/**
 * The web's persisted queries sent as GET, answered without Apollo Server's request pipeline
 * (ADR 0016, issue 14). Apollo's per-request work (search-parameter parsing, content
 * negotiation, the request context, every plugin's hooks, the response's header map) was about a
 * third of the CPU of a one-call query; this path does only what such a request needs: the
 * manifest's document, prepared once per hash (parsed, validated with Apollo's rules, admitted by
 * the safelist, compiled), the gateway's own context, the compiled operation, the answer.
 *
 * It answers only what it answers exactly as Apollo would, byte for byte: a clean result
 * (data, no errors) of a request Apollo would have run. Anything else goes on to Apollo:
 * requests it would refuse or shape differently (no CSRF header, another content type, an
 * `Accept` without JSON, a repeated or malformed parameter, another operation name, a hash the
 * build did not ship) before anything runs, and a result with errors after it ran, handed over so
 * Apollo formats it (status, masking, plugins) without running the operation again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import { passesApolloCsrfPrevention } from '../limits/apollo-csrf.js';
import type { SafelistAdmits } from '../limits/safelist.js';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  isPublicOperation,
} from '../persisted/cache-control.js';
import type { OperationCompiler } from './jit-gateway.js';

export interface PersistedGetOptions<Context extends object> {
  /** The route it serves (Apollo's GET route, e.g. `/graphql`). */
  path: string;
  compiler: OperationCompiler;
  /** The build's manifest: SHA-256 of each operation's text → the text. */
  manifest: ReadonlyMap<string, string>;
  /** Apollo's own settings, so a document is accepted here exactly when Apollo accepts it. */
  validationRules: readonly ValidationRule[];
  introspection: boolean;
  maxTokens: number;
  /** The safelist's decision, when the safelist is on. */
  admits?: SafelistAdmits;
  /** The GraphQL context, as Apollo's route builds it. */
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
  /** Called for each answer given here (the metrics Apollo's plugin records otherwise). */
  onAnswered: (operationName: string, seconds: number) => void;
}

interface Prepared {
  name: string;
  query: CompiledQuery;
  cacheControl: string;
}

/** Apollo's answer types, in its order of preference (`chooseContentTypeForSingleResultResponse`). */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json; charset=utf-8';
const JSON_GRAPHQL_CALLBACK = 'application/json; callbackSpec=1.0; charset=utf-8';

/** The answer's content type for an `Accept` header (Apollo's negotiation), or null: Apollo's. */
function negotiatedContentType(): (accept: string | undefined) => string | null {
  const known = new Map<string, string | null>();
  return (accept) => {
    if (!accept) return APPLICATION_JSON;
    let chosen = known.get(accept);
    if (chosen === undefined) {
      const preferred = new Negotiator({ headers: { accept } }).mediaType([
        APPLICATION_JSON,
        GRAPHQL_RESPONSE_JSON,
        JSON_GRAPHQL_CALLBACK,
      ]);
      // The callback form (and no JSON at all, a 406) stay Apollo's.
      chosen =
        preferred === APPLICATION_JSON || preferred === GRAPHQL_RESPONSE_JSON ? preferred : null;
      // A client may send any header: the memory stays small.
      if (known.size >= 64) known.clear();
      known.set(accept, chosen);
    }
    return chosen;
  };
}

/** One query-string parameter given at most once, as text (Apollo refuses a repeated one). */
function single(value: unknown): string | undefined | null {
  return value === undefined || typeof value === 'string' ? value : null;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The SHA-256 of a persisted query's `extensions` (Apollo's APQ, version 1), or null. */
function persistedHash(extensions: string): string | null {
  const persisted = jsonObject(extensions)?.persistedQuery;
  if (typeof persisted !== 'object' || persisted === null) return null;
  const { version, sha256Hash } = persisted as Record<string, unknown>;
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : null;
}

/**
 * The preHandler hook of Apollo's GET route, and `contextFor`, which Apollo's context function
 * calls first: a request the hook passed on after building its context keeps that context (one
 * session opened per request, and the handed-over result is found by it).
 */
export function persistedGetFastPath<Context extends object>(
  options: PersistedGetOptions<Context>,
) {
  const { compiler, manifest } = options;
  const rules = [
    ...specifiedRules,
    ...options.validationRules,
    ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  /** Hash → what it runs, or null when Apollo must handle it (decided once per hash). */
  const preparedByHash = new Map<string, Prepared | null>();
  const contexts = new WeakMap<FastifyRequest, Context>();
  const contentTypeFor = negotiatedContentType();

  function prepare(hash: string): Prepared | null {
    let prepared = preparedByHash.get(hash);
    if (prepared !== undefined) return prepared;
    const text = manifest.get(hash);
    if (text === undefined) return null; // Unknown hashes never fill this map.
    prepared = null;
    try {
      const document: DocumentNode = parse(text, { maxTokens: options.maxTokens });
      const operations = document.definitions.filter(
        (definition): definition is OperationDefinitionNode =>
          definition.kind === Kind.OPERATION_DEFINITION,
      );
      const operation = operations[0];
      const query =
        operations.length === 1 && operation?.operation === 'query' && operation.name
          ? compiler.compiled(document, operation.name.value)
          : null;
      if (
        operation?.name &&
        query &&
        validate(compiler.schema, document, rules).length === 0 &&
        (options.admits?.(operation, document) ?? true)
      ) {
        prepared = {
          name: operation.name.value,
          query,
          cacheControl: isPublicOperation(operation) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        };
      }
    } catch {
      // A document Apollo would refuse: Apollo refuses it.
    }
    preparedByHash.set(hash, prepared);
    return prepared;
  }

  /** What to run for this request, or null when the request is Apollo's to answer. */
  function plan(request: FastifyRequest) {
    if (request.method !== 'GET' || request.routeOptions.url !== options.path) return null;
    const search = request.query as Record<string, unknown>;
    const extensions = single(search.extensions);
    const variables = single(search.variables);
    const operationName = single(search.operationName);
    if (search.query !== undefined || !extensions || variables === null || operationName === null) {
      return null;
    }
    if (!passesApolloCsrfPrevention(request.headers)) return null;
    const answerType = contentTypeFor(request.headers.accept);
    if (!answerType) return null;
    const hash = persistedHash(extensions);
    const prepared = hash ? prepare(hash) : null;
    if (!prepared || (operationName !== undefined && operationName !== prepared.name)) return null;
    const variableValues = variables === undefined ? {} : jsonObject(variables);
    if (!variableValues) return null;
    return { prepared, variableValues, answerType };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const planned = plan(request);
    if (!planned) return;
    const started = performance.now();
    let context: Context;
    try {
      context = await options.context(request, reply);
    } catch {
      return; // Apollo builds it again and reports the failure as it does.
    }
    contexts.set(request, context);
    const { prepared, variableValues, answerType } = planned;
    let result;
    try {
      result = await prepared.query.query(undefined, context, variableValues);
    } catch {
      return; // Not a resolver's error (those are in the result): Apollo runs it and reports.
    }
    if (!('data' in result) || result.errors?.length || result.extensions) {
      compiler.handOver(context, result);
      return;
    }
    options.onAnswered(prepared.name, (performance.now() - started) / 1000);
    reply.header('content-type', answerType).header('cache-control', prepared.cacheControl);
    // Apollo's body: `JSON.stringify` of { errors, data, extensions } and a newline.
    return reply.send(`${JSON.stringify({ data: result.data })}\n`);
  }

  return {
    preHandler: answer,
    contextFor: (request: FastifyRequest): Context | undefined => contexts.get(request),
  };
}
