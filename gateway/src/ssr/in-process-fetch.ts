/**
 * The `fetch` a server render's Apollo Client uses: each GraphQL request goes through the gateway's
 * own Fastify instance with `inject` (no socket, no HTTP hop), so it meets the same pipeline as the
 * browser's (persisted GET, safelist, public-answer cache, rate limit counted for the visitor's
 * address). A render carries only the cookies the gateway hands it: a signed-in shopper's their
 * session cookie, the basket page's the visitor's sealed basket cookie (basket-pages.ts), so each
 * answer is the one their browser would get; any other visitor's page carries no cookie at all
 * (docs/adr/0047, 0049). A cookie an answer sets (a session re-sealed with the current key, a
 * session or basket cookie dropped, a basket cookie issued) is kept for the page, which must hand
 * it to the browser and is then never shared (server-pages.ts), and is sent with the render's
 * later requests, as a browser would.
 */
import type { FastifyInstance } from 'fastify';
import type { OptionalAnswerHeader } from '../../../web/src/server/render-contract.js';
import { BASKET_COOKIE } from '../basket/visitor-cookie.js';
import { SESSION_COOKIE } from '../session/cookie-session.js';

const NO_BODY = new Set([101, 204, 205, 304]);

/** A query the page can do without (the web's render contract names the header). */
const OPTIONAL_ANSWER: OptionalAnswerHeader = 'x-render-optional';

/** What a render's answers said, for the page: a render whose data failed is never the page. */
export interface RenderData {
  /** True once any answer was refused (4xx, 5xx, the rate limit) or carried GraphQL errors. */
  failed: boolean;
  /**
   * True once an answer the page can do without (its query marked `x-render-optional`) failed:
   * the page is sent without that part, but it is never kept for others.
   */
  optionalFailed?: boolean;
  /**
   * How many answers' only errors refused the request's own input (BAD_USER_INPUT: a malformed
   * id in the address), which no retry changes; not counted in `failed`.
   */
  refusedInputs?: number;
  /**
   * The `Set-Cookie` lines the answers sent, the last one by cookie name: the page's answer
   * carries them (and is then the browser's alone).
   */
  setCookies?: Map<string, string>;
}

/** The cookie's name and value of a `Set-Cookie` line (an empty value: the cookie dropped). */
function cookieSet(line: string): { name: string; value: string } | null {
  const pair = line.split(';', 1)[0] ?? '';
  const equals = pair.indexOf('=');
  if (equals <= 0) return null;
  const raw = pair.slice(equals + 1).trim();
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not encoded by us: the value as sent.
  }
  return { name: pair.slice(0, equals).trim(), value };
}

/**
 * Apollo Server writes a response's `errors` first (`{"errors":[…],"data":…}`), so a failed
 * answer is told from its first bytes without parsing it again.
 */
const ERRORS_FIRST = Buffer.from('{"errors"');

/** The request's cookies a render is sent with (none for a visitor's shared page). */
export interface RenderCookies {
  /** The session cookie's value (a signed-in render, or one whose session ended). */
  session?: string;
  /** The visitor's sealed basket cookie's value (the basket page only). */
  basket?: string;
}

function cookieHeader({ session, basket }: RenderCookies): string {
  return [
    ...(session !== undefined ? [`${SESSION_COOKIE}=${encodeURIComponent(session)}`] : []),
    ...(basket !== undefined ? [`${BASKET_COOKIE}=${encodeURIComponent(basket)}`] : []),
  ].join('; ');
}

/** Whether every error of a GraphQL answer refused the request's input (BAD_USER_INPUT). */
function onlyRefusedInput(payload: Buffer): boolean {
  try {
    const { errors } = JSON.parse(payload.toString('utf8')) as {
      errors?: { extensions?: { code?: unknown } }[];
    };
    return (
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((error) => error?.extensions?.code === 'BAD_USER_INPUT')
    );
  } catch {
    return false;
  }
}

export function inProcessFetch(
  app: FastifyInstance,
  visitorAddress: string,
  data?: RenderData,
  /** The request's cookies the render's queries are sent with, by their values. */
  cookies: RenderCookies = {},
): typeof fetch {
  // The render's own copy: a cookie an answer sets or drops is sent (or not) with the next ones.
  const jar: RenderCookies = { ...cookies };
  const noteSetCookies = (header: string | string[] | number | undefined) => {
    if (header === undefined || typeof header === 'number') return;
    for (const line of Array.isArray(header) ? header : [header]) {
      const set = cookieSet(line);
      if (!set) continue;
      if (data) (data.setCookies ??= new Map()).set(set.name, line);
      const kept = set.value === '' ? undefined : set.value;
      if (set.name === SESSION_COOKIE) jar.session = kept;
      else if (set.name === BASKET_COOKIE) jar.basket = kept;
    }
  };
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // Never the render's own cookie header: only the ones the gateway handed, set here.
    delete headers.cookie;
    const optional = headers[OPTIONAL_ANSWER] !== undefined;
    delete headers[OPTIONAL_ANSWER];
    const cookie = cookieHeader(jar);
    if (cookie) headers.cookie = cookie;
    const body = init?.body;
    let answer;
    try {
      answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: `${url.pathname}${url.search}`,
        headers,
        remoteAddress: visitorAddress,
        ...(typeof body === 'string' ? { payload: body } : {}),
      });
    } catch (error) {
      if (data) data[optional ? 'optionalFailed' : 'failed'] = true;
      throw error;
    }
    if (
      data &&
      (answer.statusCode >= 400 ||
        answer.rawPayload.subarray(0, ERRORS_FIRST.length).equals(ERRORS_FIRST))
    ) {
      if (optional) data.optionalFailed = true;
      else if (answer.statusCode < 400 && onlyRefusedInput(answer.rawPayload))
        data.refusedInputs = (data.refusedInputs ?? 0) + 1;
      else data.failed = true;
    }
    noteSetCookies(answer.headers['set-cookie']);
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(name, String(item));
      }
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
