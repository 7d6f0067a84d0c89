/**
 * A browser-like HTTP/1.1 client for one origin: keep-alive, at most 6 connections (a browser's
 * per-host limit), cookies kept. It counts requests and response bytes (headers and body).
 */
import { Agent, request } from 'node:http';

export interface Response {
  status: number;
  body: string;
  bytes: number;
}

export class BrowserLikeClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 6 });
  private cookie = '';
  requests = 0;
  bytes = 0;

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  setHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(method: string, path: string, body?: unknown): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    this.requests += 1;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload ? { 'content-type': 'application/json' } : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...this.headers,
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => {
            const setCookie = incoming.headers['set-cookie'];
            if (setCookie?.length) {
              this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
            }
            const text = Buffer.concat(chunks);
            const headerBytes = incoming.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
            const bytes = text.length + headerBytes;
            this.bytes += bytes;
            resolve({ status: incoming.statusCode ?? 0, body: text.toString(), bytes });
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    if (response.status >= 400) {
      throw new Error(`${method} ${path}: ${response.status} ${response.body.slice(0, 300)}`);
    }
    return JSON.parse(response.body) as T;
  }

  /** A GraphQL operation; a GraphQL error fails the benchmark (it would measure nothing). */
  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.json<{ data?: T; errors?: unknown[] }>('POST', '/graphql', {
      query,
      variables,
    });
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL errors: ${JSON.stringify(result.errors).slice(0, 400)}`);
    }
    return result.data;
  }

  resetCounters(): void {
    this.requests = 0;
    this.bytes = 0;
  }

  close(): void {
    this.agent.destroy();
  }
}
