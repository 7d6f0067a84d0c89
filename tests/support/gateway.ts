/**
 * Starts a gateway in-process against any legacy API URL (the simulator or a scripted fake), and
 * a small GraphQL client that keeps the session cookie like a browser, so tests can act as
 * different shoppers.
 */
import type { FastifyInstance } from 'fastify';
import { buildGateway, loadConfig } from '@shopfront/gateway';

export interface GraphqlResponse<T> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: Array<{
    message: string;
    path?: Array<string | number>;
    extensions?: { code?: string; [key: string]: unknown };
  }>;
}

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  /** The metrics listener (`${metricsUrl}/metrics`); null when METRICS_PORT=off. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

/**
 * Test defaults: quiet, no rate limits unless a test sets them, and the catalogue's words read
 * when a search needs them (not at start, so a test's legacy call counts start from nothing).
 */
const TEST_ENV = {
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_IP: '0',
  RATE_LIMIT_PER_SESSION: '0',
  CATALOGUE_WORDS_AT_START: 'false',
};

export async function startGateway(
  legacyApiUrl: string,
  env: Record<string, string> = {},
): Promise<RunningGateway> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await buildGateway({ ...config, legacyApiUrl });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: urlOf(app),
    metricsUrl: await listenForMetrics(app),
    close: () => app.close(),
  };
}

function urlOf(server: FastifyInstance): string {
  const address = server.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/** Starts a built gateway's metrics listener on a free loopback port, as serve.ts would. */
export async function listenForMetrics(app: FastifyInstance): Promise<string | null> {
  if (!app.metricsServer) return null;
  await app.metricsServer.listen({ port: 0, host: '127.0.0.1' });
  return urlOf(app.metricsServer);
}

/** A browser-like GraphQL client: keeps the cookies the gateway sets. */
export class GraphqlClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly gatewayUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Copies another client's cookies (to replay a stolen or shared session). */
  adoptCookies(other: GraphqlClient): void {
    this.cookies = new Map(other.cookies);
  }

  async request<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
    /** Sent as the body's `operationName` when given, even an empty string. */
    operationName?: string,
  ): Promise<GraphqlResponse<T>> {
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: JSON.stringify({ query, variables, operationName }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let body: Omit<GraphqlResponse<T>, 'status' | 'headers'> = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { errors: [{ message: text, extensions: { code: 'NOT_JSON' } }] };
    }
    return { status: response.status, headers: response.headers, ...body };
  }
}
