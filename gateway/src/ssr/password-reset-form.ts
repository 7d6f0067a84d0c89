/**
 * A forgotten password where the browser's script cannot help (JavaScript off, or a tap before
 * the page has hydrated): the server-rendered forgot and reset pages' forms.
 *
 * - `POST /forgot_password` (`login`, `redirect_to`) sends the code through the web's persisted
 *   `ForgotPassword`, then goes on to `/reset_password?login=…&redirect_to=…`.
 * - `POST /reset_password`, first step (`login`, `code`): the code is checked through
 *   `ValidateResetCode`; accepted, the gateway answers the second step's form itself, holding the
 *   reset token (the web's page keeps it only in the browser's memory), never cached.
 * - `POST /reset_password`, second step (`reset_token`, `password`, `password_confirmation`): the
 *   password is set through `ResetPassword`, which signs the shopper in; its cookies go with a
 *   303 to `redirect_to` (a path of this shop only, as for signing in). The same form posted
 *   again once its token is used signs her in with that password (a double tap); any other post
 *   with a used token leads to a new code.
 *
 * The operations run in process under the gateway's own pipeline, so their attempt limits are
 * the mutations' own. A refusal shows the step again with what went wrong (what was typed, never
 * a password; password-reset-form-pages.ts). Held to the other forms' standard (ADR 0043): the
 * API's rate limit, the request deadline, the same-site rule, 503 with Retry-After for a legacy
 * failure, pages in the shopper's language; counted as form `passwordReset`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { redirectWithCookies } from './form-redirect.js';
import { formFields } from './form-scope.js';
import { errorCodes, runOperationWithCookies } from './in-process-operation.js';
import type { PersistedOperation } from './persisted-operation.js';
import {
  accountFormAnswers,
  MAX_LOGIN,
  newPasswordProblems,
  prepareAccountFormScope,
} from './account-form-pages.js';
import {
  codeAgainPage,
  FORGOT_FORM,
  forgotAgainPage,
  newPasswordPage,
  RESET_FORM,
  sendStep,
  type ResetProblems,
} from './password-reset-form-pages.js';
import type { Locale } from './form-pages.js';
import { signIn, signInTarget } from './sign-in-form.js';

/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;
/** As the mutations allow (resolvers/account/Mutation.ts). */
const MAX_CODE = 40;
const MAX_TOKEN = 500;

export interface PasswordResetOperations {
  forgotPassword: PersistedOperation;
  validateResetCode: PersistedOperation;
  resetPassword: PersistedOperation;
  /** A second post of the new password, once its token is used, signs in with it. */
  signIn: PersistedOperation;
}

export interface PasswordResetFormOptions {
  metrics?: FormMetrics;
  publicOrigin: string;
  /** The root app: the operations run through its GraphQL pipeline. */
  app: FastifyInstance;
  operations: PasswordResetOperations;
  stylesheets: { forgot: readonly string[]; reset: readonly string[] };
}

type AccountError = { __typename: string; message: string; retryAfterSeconds?: number | null };
interface Answer<Field extends string, Payload> {
  data?: Record<Field, (Payload & { errors: AccountError[] }) | null> | null;
  errors?: { extensions?: { code?: string } }[];
}

/** A step's outcome: its page again with `problems`, and what it is counted as. */
type Shown = { status: number; outcome: string; problems: ResetProblems; retryAfter?: number };

/** What the shop's refusal says, as the step shows it; null: it names no refusal. */
function refusalOf(errors: AccountError[], wrongKind: 'wrongCode' | null): Shown | null {
  const tooMany = errors.find((error) => error.__typename === 'TooManyAttemptsError');
  if (tooMany)
    return {
      status: 429,
      outcome: 'tooManyAttempts',
      problems: { fields: {}, form: 'tooManyAttempts' },
      retryAfter: tooMany.retryAfterSeconds ?? RETRY_AFTER_SECONDS,
    };
  if (wrongKind && errors.some((error) => error.__typename === 'InvalidResetCodeError'))
    return { status: 422, outcome: wrongKind, problems: { fields: {}, form: wrongKind } };
  const first = errors[0];
  return first
    ? { status: 422, outcome: 'invalid', problems: { fields: {}, form: first.message } }
    : null;
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerPasswordResetForm(
  api: FastifyInstance,
  options: PasswordResetFormOptions,
): void {
  const run = <Field extends string, Payload>(
    request: FastifyRequest,
    name: string,
    operation: PersistedOperation,
    input: Record<string, string>,
  ) =>
    runOperationWithCookies<NonNullable<Answer<Field, Payload>['data']>>(
      options.app,
      request,
      name,
      operation,
      { input },
    );

  void api.register(async (scope) => {
    const route = { form: FORGOT_FORM, name: 'passwordReset' as const, metrics: options.metrics };
    prepareAccountFormScope(scope, route, 2048);

    scope.post('/forgot_password', async (request, reply) => {
      const form = formFields(request);
      const target = signInTarget(form.get('redirect_to'));
      const login = (form.get('login') ?? '').trim().slice(0, MAX_LOGIN);
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      const again = stepAgain(request, reply, answered, (locale, problems) =>
        forgotAgainPage(locale, problems, login, target, options.stylesheets.forgot),
      );
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      if (!login)
        return again({
          status: 422,
          outcome: 'invalid',
          problems: { fields: { login: 'mobileRequired' } },
        });

      let answer: Answer<'forgotPassword', object>;
      try {
        ({ answer } = await run<'forgotPassword', object>(
          request,
          'ForgotPassword',
          options.operations.forgotPassword,
          { login },
        ));
      } catch (error) {
        request.log.warn({ err: error }, 'no reset code sent by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      const refused = refusedAnswer(answer, 'forgotPassword', null, refuse);
      if (refused) return 'reply' in refused ? refused.reply : again(refused);
      answered('codeSent');
      reply.code(303).header('cache-control', 'no-store');
      const next = new URLSearchParams({ login, redirect_to: target });
      return reply.header('location', `/reset_password?${next.toString()}`).send();
    });
  });

  void api.register(async (scope) => {
    const route = { form: RESET_FORM, name: 'passwordReset' as const, metrics: options.metrics };
    prepareAccountFormScope(scope, route, 4096);

    scope.post('/reset_password', async (request, reply) => {
      const form = formFields(request);
      const target = signInTarget(form.get('redirect_to'));
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const token = form.get('reset_token');
      if (token !== null)
        return newPassword(request, reply, form, token.slice(0, MAX_TOKEN), target);

      const login = (form.get('login') ?? '').trim().slice(0, MAX_LOGIN);
      const code = (form.get('code') ?? '').trim().slice(0, MAX_CODE);
      const again = stepAgain(request, reply, answered, (locale, problems) =>
        codeAgainPage(locale, problems, login, target, options.stylesheets.reset),
      );
      const fields: ResetProblems['fields'] = {
        ...(login ? {} : { login: 'mobileRequired' }),
        ...(code ? {} : { code: 'required' }),
      };
      if (Object.keys(fields).length > 0)
        return again({ status: 422, outcome: 'invalid', problems: { fields } });

      let answer: Answer<'validateResetCode', { resetToken: string | null }>;
      try {
        ({ answer } = await run<'validateResetCode', { resetToken: string | null }>(
          request,
          'ValidateResetCode',
          options.operations.validateResetCode,
          { login, code },
        ));
      } catch (error) {
        request.log.warn(
          { err: error },
          'reset code not checked by the form: the legacy API failed',
        );
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      const refused = refusedAnswer(answer, 'validateResetCode', 'wrongCode', refuse);
      if (refused) return 'reply' in refused ? refused.reply : again(refused);
      const resetToken = answer.data?.validateResetCode?.resetToken;
      if (!resetToken) return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      answered('codeAccepted');
      return sendStep(request, reply, 200, (locale) =>
        newPasswordPage(
          locale,
          { fields: {} },
          resetToken,
          login,
          target,
          options.stylesheets.reset,
        ),
      );
    });

    /** The second step: the new password, set with the accepted code's token. */
    async function newPassword(
      request: FastifyRequest,
      reply: FastifyReply,
      form: URLSearchParams,
      resetToken: string,
      target: string,
    ) {
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      const login = (form.get('login') ?? '').trim().slice(0, MAX_LOGIN);
      const password = form.get('password') ?? '';
      const confirmation = form.get('password_confirmation') ?? '';
      const again = stepAgain(request, reply, answered, (locale, problems) =>
        newPasswordPage(locale, problems, resetToken, login, target, options.stylesheets.reset),
      );
      const fields: ResetProblems['fields'] = newPasswordProblems(password, confirmation);
      if (!resetToken || Object.keys(fields).length > 0)
        return again({ status: 422, outcome: 'invalid', problems: { fields } });

      let answer: Answer<'resetPassword', { viewer: { id: string } | null }>;
      let cookies: string[];
      try {
        ({ answer, cookies } = await run<'resetPassword', { viewer: { id: string } | null }>(
          request,
          'ResetPassword',
          options.operations.resetPassword,
          { resetToken, password },
        ));
      } catch (error) {
        request.log.warn({ err: error }, 'password not set by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      const refused = refusedAnswer(answer, 'resetPassword', 'wrongCode', refuse);
      if (refused && 'reply' in refused) return refused.reply;
      if (refused?.outcome === 'wrongCode')
        return usedCode(request, reply, login, password, target);
      if (refused) return again(refused);
      if (!answer.data?.resetPassword?.viewer)
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      answered('passwordSet');
      return redirectWithCookies(reply, cookies, target);
    }

    /**
     * The token is used or expired. The same form posted again (a double tap, Back and a second
     * tap) holds the password the first post set: she is signed in with it, as the first post
     * did (the sign-in's own attempt limits). Anything else leads to a new code.
     */
    async function usedCode(
      request: FastifyRequest,
      reply: FastifyReply,
      login: string,
      password: string,
      target: string,
    ) {
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      const newCode = stepAgain(request, reply, answered, (locale, problems) =>
        forgotAgainPage(locale, problems, login, target, options.stylesheets.forgot),
      );
      const refused: Shown = {
        status: 422,
        outcome: 'wrongCode',
        problems: { fields: {}, form: 'wrongCode' },
      };
      if (!login) return newCode(refused);
      let signedIn;
      try {
        signedIn = await signIn(
          request,
          { app: options.app, operation: options.operations.signIn },
          { login, password },
        );
      } catch (error) {
        request.log.warn(
          { err: error },
          'not signed in after a used reset code: the legacy API failed',
        );
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      if (!signedIn.answer.data?.signIn?.viewer) return newCode(refused);
      answered('passwordSet');
      return redirectWithCookies(reply, signedIn.cookies, target);
    }
  });
}

/** Shows a step again, its page made by `page` in the shopper's language, counted by its outcome. */
function stepAgain(
  request: FastifyRequest,
  reply: FastifyReply,
  answered: (outcome: string) => void,
  page: (locale: Locale, problems: ResetProblems) => string,
) {
  return ({ status, outcome, problems, retryAfter }: Shown): FastifyReply => {
    answered(outcome);
    return sendStep(request, reply, status, (locale) => page(locale, problems), retryAfter);
  };
}

/**
 * What an operation's answer refuses: a rate limit or a failure (answered with `refuse`'s
 * page, as `{ reply }`), or the shop's refusal (the step shown again); null when it went through.
 */
function refusedAnswer<Field extends string>(
  answer: Answer<Field, object>,
  field: Field,
  wrongKind: 'wrongCode' | null,
  refuse: (status: number, refusal: 'rateLimited' | 'unavailable', retry?: number) => FastifyReply,
): Shown | { reply: FastifyReply } | null {
  const codes = errorCodes(answer);
  if (codes.includes('RATE_LIMITED'))
    return { reply: refuse(429, 'rateLimited', RETRY_AFTER_SECONDS) };
  if (codes.includes('BAD_USER_INPUT'))
    return { status: 422, outcome: 'invalid', problems: { fields: {}, form: 'general' } };
  const result = answer.data?.[field];
  if (!result || codes.length > 0)
    return { reply: refuse(503, 'unavailable', RETRY_AFTER_SECONDS) };
  return result.errors.length > 0 ? refusalOf(result.errors, wrongKind) : null;
}
