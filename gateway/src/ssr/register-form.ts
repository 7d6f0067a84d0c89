/**
 * `POST /register`: registering where the browser's script cannot (JavaScript off, or a tap
 * before the page has hydrated): the server-rendered register page's one form (both tabs'
 * fields, named as the `SignUpInput`'s, and `redirect_to`). It registers through the gateway's
 * own GraphQL pipeline (`signUp`, the web's persisted `SignUp` operation, in process), so the
 * shop's validation, the adoption of the visitor's basket and the sealed session cookie are the
 * mutation's own; the cookies it sets reach the browser with the answer, a 303 to `redirect_to`
 * when that is a path of this shop (never another site, as for signing in).
 *
 * A refusal (a field missing, passwords that differ, a number already registered) shows the form
 * again with what went wrong and what was typed, never the passwords (register-form-pages.ts).
 * A number already registered with the very password posted is the same form posted again (a
 * double tap, Back and a second tap): it signs the shopper in, as the first post did, through the
 * shop's own `signIn` (its lockout and basket adoption; docs/adr/0063).
 * Held to the other forms' standard (docs/adr/0043): the API's rate limit, the request deadline,
 * the same-site rule (another site must not register a visitor and sign them in), 503 with
 * Retry-After for a legacy failure or hang, pages in the shopper's language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  REGISTER_FORM,
  showRegisterAgain,
  type RegisterFieldName,
  type RegisterLanguage,
  type RegisterProblem,
  type RegisterProblems,
  type RegisterTyped,
} from './register-form-pages.js';
import { signIn, signInTarget } from './sign-in-form.js';

/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;
/** As the mutation allows (resolvers/account/Mutation.ts) and the legacy API keeps. */
const MAX_TEXT = 200;
const MAX_SUPPLIERS = 50;
const LANGUAGES: readonly RegisterLanguage[] = ['EN', 'AF', 'FR'];

export interface RegisterFormOptions {
  metrics?: FormMetrics;
  publicOrigin: string;
  /** The root app: the shopper is registered through its GraphQL pipeline. */
  app: FastifyInstance;
  operation: PersistedOperation;
  /** The web's persisted SignIn: a number registered with the password posted signs in. */
  signInOperation?: PersistedOperation;
  /** The shop's stylesheets the form shown again links (none: a plain page). */
  stylesheets?: readonly string[];
}

interface SignUpAnswer {
  data?: {
    signUp?: {
      viewer: { id: string } | null;
      errors: { __typename: string; message: string }[];
    } | null;
  } | null;
  errors?: { extensions?: { code?: string } }[];
}

interface Posted extends RegisterTyped {
  password: string;
  passwordConfirmation: string;
}

/** The form's fields, trimmed and bounded; an unknown language is English. */
function postedFields(form: URLSearchParams): Posted {
  const text = (name: string, max = MAX_TEXT) => (form.get(name) ?? '').trim().slice(0, max);
  const language = (form.get('language') ?? '').toUpperCase() as RegisterLanguage;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    login: text('login', MAX_LOGIN),
    businessName: text('businessName'),
    occupation: text('occupation'),
    language: LANGUAGES.includes(language) ? language : 'EN',
    favouredSupplierIds: [
      ...new Set(form.getAll('favouredSupplierIds').filter((id) => /^\d{1,12}$/.test(id))),
    ].slice(0, MAX_SUPPLIERS),
    acceptTerms: form.has('acceptTerms'),
    password: form.get('password') ?? '',
    passwordConfirmation: form.get('passwordConfirmation') ?? '',
  };
}

/**
 * What the form itself checks before asking the shop: the fields it needs and the password's
 * confirmation (which only the form has), as the web's form does before its `signUp`.
 */
function formProblems(posted: Posted): RegisterProblems['fields'] {
  const fields: RegisterProblems['fields'] = {};
  if (!posted.firstName) fields.firstName = 'required';
  if (!posted.lastName) fields.lastName = 'required';
  if (!posted.login) fields.login = 'mobileRequired';
  Object.assign(fields, newPasswordProblems(posted.password, posted.passwordConfirmation));
  if (!posted.acceptTerms) fields.acceptTerms = 'terms';
  return fields;
}

/** The shop's refusals of `signUp`, on the field they are about when it is known. */
function shopProblems(errors: { __typename: string; message: string }[]): RegisterProblems {
  const problems: RegisterProblems = { fields: {}, form: [] };
  const on = (field: RegisterFieldName, problem: RegisterProblem) => {
    problems.fields[field] ??= problem;
  };
  for (const error of errors) {
    const message = error.message;
    if (error.__typename === 'LoginTakenError') on('login', 'loginTaken');
    else if (/mobile.*required/i.test(message)) on('login', 'mobileRequired');
    else if (/invalid mobile/i.test(message)) on('login', 'mobileInvalid');
    else if (/password must be at least/i.test(message)) on('password', 'passwordShort');
    else if (/^password/i.test(message)) on('password', 'required');
    else if (/^first name/i.test(message)) on('firstName', 'required');
    else if (/^last name/i.test(message)) on('lastName', 'required');
    else if (/terms/i.test(message)) on('acceptTerms', 'terms');
    else problems.form.push(message);
  }
  return problems;
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerRegisterForm(api: FastifyInstance, options: RegisterFormOptions): void {
  const route = { form: REGISTER_FORM, name: 'register' as const, metrics: options.metrics };
  void api.register(async (scope) => {
    prepareAccountFormScope(scope, route, 8192);

    scope.post('/register', async (request, reply) => {
      const form = formFields(request);
      const target = signInTarget(form.get('redirect_to'));
      const posted = postedFields(form);
      const { password, passwordConfirmation: _confirmation, ...typed } = posted;
      const { answered, refuse } = accountFormAnswers(route, request, reply, target);
      const again = (status: number, outcome: string, problems: RegisterProblems) => {
        answered(outcome);
        return showRegisterAgain(request, reply, status, problems, {
          typed,
          redirectTo: target,
          stylesheets: options.stylesheets ?? [],
        });
      };
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const missing = formProblems(posted);
      if (Object.keys(missing).length > 0)
        return again(422, 'invalid', { fields: missing, form: [] });

      let answer: SignUpAnswer;
      let cookies: string[];
      try {
        ({ answer, cookies } = await signUp(request, options, {
          login: typed.login,
          password,
          firstName: typed.firstName,
          lastName: typed.lastName,
          businessName: typed.businessName || null,
          occupation: typed.occupation || null,
          language: typed.language,
          favouredSupplierIds: typed.favouredSupplierIds,
          acceptTerms: typed.acceptTerms,
        }));
      } catch (error) {
        request.log.warn({ err: error }, 'not registered by the form: the legacy API failed');
        return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      }
      const codes = errorCodes(answer);
      if (codes.includes('RATE_LIMITED')) return refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
      if (codes.includes('BAD_USER_INPUT'))
        return again(422, 'invalid', { fields: {}, form: [], general: 'general' });
      const result = answer.data?.signUp;
      if (!result || codes.length > 0) return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
      if (!result.viewer) {
        const taken = result.errors.some((error) => error.__typename === 'LoginTakenError');
        const signedIn = taken && (await signInInstead(request, options, typed.login, password));
        if (signedIn) {
          answered('signedIn');
          return redirectWithCookies(reply, signedIn, target);
        }
        return again(
          taken ? 409 : 422,
          taken ? 'loginTaken' : 'invalid',
          shopProblems(result.errors),
        );
      }
      answered('registered');
      return redirectWithCookies(reply, cookies, target);
    });
  });
}

/**
 * `signUp` through the gateway's own pipeline, with the visitor's cookies (their basket's among
 * them, so it is adopted), and the cookies it sets. Throws on a legacy failure or hang.
 */
async function signUp(
  request: FastifyRequest,
  options: RegisterFormOptions,
  input: Record<string, unknown>,
): Promise<{ answer: SignUpAnswer; cookies: string[] }> {
  return runOperationWithCookies<NonNullable<SignUpAnswer['data']>>(
    options.app,
    request,
    'SignUp',
    options.operation,
    { input },
  );
}

/**
 * The cookies of signing in with the number and password of a form whose number is registered:
 * the same form posted again. Null when they do not sign in (another password, the number is
 * someone else's), or when signing in fails for another reason: the form says the number is taken.
 */
async function signInInstead(
  request: FastifyRequest,
  options: RegisterFormOptions,
  login: string,
  password: string,
): Promise<string[] | null> {
  if (!options.signInOperation) return null;
  try {
    const { answer, cookies } = await signIn(
      request,
      { app: options.app, operation: options.signInOperation },
      { login, password },
    );
    return answer.data?.signIn?.viewer ? cookies : null;
  } catch {
    return null;
  }
}
