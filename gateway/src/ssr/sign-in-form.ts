/**
 * `POST /sign_in`: signing in where the browser's script cannot (JavaScript off, or a tap before
 * the page has hydrated): the server-rendered sign-in page's form (fields `login`, `password`,
 * `redirect_to`). It signs in through the gateway's own GraphQL pipeline (`signIn`, the web's
 * persisted `SignIn` operation, in-process), so the sign-in attempt limits, the adoption of the
 * visitor's basket and the sealed session cookie are the mutation's own; the cookies it sets
 * reach the browser with the answer, a 303 to `redirect_to` when that is a path of this shop
 * (never another site: `//evil`, `https://evil`, `/\evil` go home).
 *
 * A wrong password (or a number with too many attempts) shows the form again with what went
 * wrong and the number typed, never the password (sign-in-form-pages.ts). Held to the other
 * forms' standard (docs/adr/0043): the API's rate limit, the request deadline, the same-site rule
 * (another site must not sign a visitor into an account of its choosing), 503 with Retry-After
 * for a legacy failure or hang, pages in the shopper's language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { redirectWithCookies } from './form-redirect.js';
import { errorCodes, runOperationWithCookies } from './in-process-operation.js';
import type { PersistedOperation } from './persisted-operation.js';
import {
  accountFormAnswers,
  MAX_LOGIN,
  MAX_PASSWORD,
  prepareAccountFormScope,
} from './account-form-pages.js';
import { showSignInAgain, SIGN_IN_FORM, type SignInFailure } from './sign-in-form-pages.js';
import { formFields } from './form-scope.js';
import { returnPath } from './return-path.js';

/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;
const HOME = '/';

/** `redirect_to` when it is a path of this shop (never another site); else home. */
export function signInTarget(asked: string | null): string {
  return returnPath(asked, HOME);
}

export interface SignInFormOptions {
  metrics?: FormMetrics;
  publicOrigin: string;
  /** The root app: the shopper is signed in through its GraphQL pipeline. */
  app: FastifyInstance;
  operation: PersistedOperation;
  /** The shop's stylesheets the form shown again links (none: a plain page). */
  stylesheets?: readonly string[];
}

interface SignInAnswer {
  data?: {
    signIn?: {
      viewer: { id: string } | null;
      errors: { __typename: string; retryAfterSeconds?: number | null }[];
    } | null;
  } | null;
  errors?: { extensions?: { code?: string } }[];
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerSignInForm(api: FastifyInstance, options: SignInFormOptions): void {
  const route = { form: SIGN_IN_FORM, name: 'signIn' as const, metrics: options.metrics };
  void api.register(async (scope) => {
    prepareAccountFormScope(scope, route, 4096);

    scope.post('/sign_in', async (request, reply) => {
      const form = formFields(request);
      const target = signInTarget(form.get('redirect_to'));
      const login = (form.get('login') ?? '').trim().slice(0, MAX_LOGIN);
      const password = form.get('password') ?? '';
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      const again = (status: number, failure: SignInFailure, retryAfterSeconds?: number) => {
        answered(failure);
        return showSignInAgain(
          request,
          reply,
          status,
          failure,
          { login, redirectTo: target, stylesheets: options.stylesheets ?? [] },
          retryAfterSeconds,
        );
      };
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      if (!login || !password || password.length > MAX_PASSWORD) return again(422, 'missing');

      let answer: SignInAnswer;
      let cookies: string[];
      try {
        ({ answer, cookies } = await signIn(request, options, { login, password }));
      } catch (error) {
        request.log.warn({ err: error }, 'not signed in by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      const codes = errorCodes(answer);
      if (codes.includes('RATE_LIMITED')) return refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
      if (codes.includes('BAD_USER_INPUT')) return again(422, 'missing');
      const result = answer.data?.signIn;
      if (!result || codes.length > 0) return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      const tooMany = result.errors.find((error) => error.__typename === 'TooManyAttemptsError');
      if (tooMany)
        return again(429, 'tooManyAttempts', tooMany.retryAfterSeconds ?? RETRY_AFTER_SECONDS);
      if (!result.viewer) return again(401, 'wrongPassword');
      answered('signedIn');
      return redirectWithCookies(reply, cookies, target);
    });
  });
}

/**
 * `signIn` through the gateway's own pipeline, with the visitor's cookies (their basket's among
 * them, so it is adopted), and the cookies it sets. Throws on a legacy failure or hang.
 */
export async function signIn(
  request: FastifyRequest,
  options: Pick<SignInFormOptions, 'app' | 'operation'>,
  input: { login: string; password: string },
): Promise<{ answer: SignInAnswer; cookies: string[] }> {
  return runOperationWithCookies<NonNullable<SignInAnswer['data']>>(
    options.app,
    request,
    'SignIn',
    options.operation,
    { input },
  );
}
