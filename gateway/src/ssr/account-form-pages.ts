/**
 * What the pages of the account forms, `POST /sign_in` (sign-in-form-pages.ts),
 * `POST /register` (register-form-pages.ts) and the password reset's
 * (password-reset-form-pages.ts), have in common: the words both use (the web's
 * own), the form shown again in the account page's classes, and a refusal's page leading back to
 * the form, in the shopper's language. Each form's own fields, failures and words stay in its
 * file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html.js';
import { formAgainPage } from './form-again-page.js';
import { formAnswers, type FormAnswers } from './form-answers.js';
import type { FormMetrics } from './form-metrics.js';
import { prepareFormScope, type SharedRefusal } from './form-scope.js';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  type Locale,
  pageLook,
  type PageLook,
} from './form-pages.js';

type Words = Record<Locale, string>;

/** The words the forms share (the web's own). */
export const ACCOUNT_WORDS = {
  logIn: { en: 'Log in', af: 'Teken aan', fr: 'Se connecter' },
  login: { en: 'Mobile number', af: 'Selfoonnommer', fr: 'Numéro de mobile' },
  password: { en: 'Password', af: 'Wagwoord', fr: 'Mot de passe' },
  passwordHint: {
    en: 'At least 6 characters.',
    af: 'Minstens 6 karakters.',
    fr: 'Au moins 6 caractères.',
  },
  passwordConfirmation: {
    en: 'Confirm password',
    af: 'Bevestig wagwoord',
    fr: 'Confirmez le mot de passe',
  },
} satisfies Record<string, Words>;

/** What the forms refuse a field (or the whole form) for, in the web's own words. */
export const ACCOUNT_PROBLEMS = {
  required: { en: 'Required', af: 'Vereis', fr: 'Obligatoire' },
  mobileRequired: {
    en: 'A mobile phone number is required',
    af: "'n Selfoonnommer word vereis",
    fr: 'Un numéro de téléphone mobile est requis',
  },
  mobileInvalid: {
    en: 'Invalid mobile phone number',
    af: 'Ongeldige selfoonnommer',
    fr: 'Numéro de téléphone mobile invalide',
  },
  passwordShort: {
    en: 'Password must be at least 6 characters',
    af: 'Wagwoord moet minstens 6 karakters lank wees',
    fr: 'Le mot de passe doit contenir au moins 6 caractères',
  },
  passwordsDiffer: {
    en: 'Passwords must match',
    af: 'Wagwoorde moet ooreenstem',
    fr: 'Les mots de passe doivent correspondre',
  },
  general: {
    en: 'Something went wrong, try again',
    af: 'Iets het skeefgeloop, probeer weer',
    fr: 'Un problème est survenu, réessayez',
  },
} satisfies Record<string, Words>;

/** As the account mutations allow (resolvers/account/Mutation.ts) and the legacy API keeps. */
export const MAX_LOGIN = 40;
export const MAX_PASSWORD = 200;
/** The shop's rule for a new password (schema: SignUpInput.password). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A new password and its confirmation (which only the form has), checked as the web's forms
 * check them before asking the shop. One longer than the shop takes cannot be one: asked again.
 */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): {
  password?: 'required' | 'passwordShort';
  passwordConfirmation?: 'required' | 'passwordsDiffer';
} {
  const problems: ReturnType<typeof newPasswordProblems> = {};
  if (!password || password.length > MAX_PASSWORD) problems.password = 'required';
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = 'passwordShort';
  if (!confirmation) problems.passwordConfirmation = 'required';
  else if (confirmation !== password) problems.passwordConfirmation = 'passwordsDiffer';
  return problems;
}

/** One account form: where it posts, its title, the way back to it, and its refusals. */
export interface AccountForm<Refusal extends string> {
  action: '/sign_in' | '/register' | '/forgot_password' | '/reset_password';
  title: Words;
  back: Words;
  refusals: Record<Refusal, Words>;
}

/** A form's refusals: a post from another site, in its words, and those every form shares. */
export const accountRefusals = (crossSite: Words) => ({ crossSite, ...SHARED_REFUSALS });

/** What the form shown again holds besides its frame. */
export interface AccountFormParts {
  /** What went wrong with the whole form (text), in an alert above the fields; none: no alert. */
  messages: readonly string[];
  redirectTo: string;
  /** The form's fields (HTML), after the hidden `redirect_to`. */
  fields: string;
  /** The links under the form (HTML). */
  links: string;
  /** The shop's stylesheets of the form's screen, which dress it as that page. */
  stylesheets: readonly string[];
  /** The submit button's words (text), when not the form's title. */
  submit?: string;
}

/** The form again, in the account page's classes, posting where the page's own form posts. */
export function accountFormAgainPage<Refusal extends string>(
  form: AccountForm<Refusal>,
  locale: Locale,
  parts: AccountFormParts,
): string {
  const title = escapeHtml(form.title[locale]);
  const alert =
    parts.messages.length > 0
      ? `<div class="notice is-error form-errors" role="alert">${parts.messages
          .map((message) => `<p>${escapeHtml(message)}</p>`)
          .join('')}</div>`
      : '';
  return formAgainPage(
    locale,
    title,
    parts.stylesheets,
    `<section class="account-page"><h1>${title}</h1>` +
      `<form class="account-form" method="post" action="${form.action}" novalidate>` +
      alert +
      `<input type="hidden" name="redirect_to" value="${escapeHtml(parts.redirectTo)}" />` +
      parts.fields +
      `<button type="submit" class="button form-submit">${parts.submit ? escapeHtml(parts.submit) : title}</button></form>` +
      `<p class="account-links">${parts.links}</p>` +
      `</section>`,
    `${form.action}?redirect_to=${encodeURIComponent(parts.redirectTo)}`,
  );
}

/** A refusal's page, in the shopper's language, leading back to the form. */
export function accountRefusalPage<Refusal extends string>(
  form: AccountForm<Refusal>,
  look: PageLook,
  refusal: Refusal,
  redirectTo: string,
): string {
  const { locale } = look;
  return formPage(look, form.title[locale], form.refusals[refusal][locale], {
    href: `${form.action}?redirect_to=${encodeURIComponent(redirectTo)}`,
    label: form.back[locale],
  });
}

/** Sends a refusal's page with `status` (and, for 503 and 429, when to try again). */
export function refuseAccountForm<Refusal extends string>(
  form: AccountForm<Refusal>,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: Refusal,
  redirectTo: string,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    accountRefusalPage(form, pageLook(request), refusal, redirectTo),
    retryAfterSeconds,
  );
}

/** Which account form: its page's words, and its name on the metrics port. */
interface AccountFormRoute<Refusal extends string> {
  form: AccountForm<Refusal>;
  name: 'signIn' | 'register' | 'passwordReset';
  metrics?: FormMetrics;
}

/** An account form's answers (formAnswers): a refusal's page leads back to the form. */
export function accountFormAnswers<Refusal extends string>(
  route: AccountFormRoute<Refusal>,
  request: FastifyRequest,
  reply: FastifyReply,
  redirectTo: string,
): FormAnswers<Refusal> {
  return formAnswers<Refusal>(reply, route.metrics, route.name, (status, refusal, retry) =>
    refuseAccountForm(route.form, request, reply, status, refusal, redirectTo, retry),
  );
}

/**
 * An account form's scope (prepareFormScope): a body up to `bodyLimit` bytes, and a refusal made
 * before its route (too many requests, too large) answered with the form's page, counted as its.
 */
export function prepareAccountFormScope<Refusal extends string>(
  scope: FastifyInstance,
  route: AccountFormRoute<Refusal | SharedRefusal>,
  bodyLimit: number,
): void {
  prepareFormScope(scope, {
    bodyLimit,
    sharedRefusalPage: (request, refusal) =>
      accountRefusalPage(route.form, pageLook(request), refusal, '/'),
    onSharedRefusal: (reply, refusal) =>
      route.metrics?.answered(route.name, refusal, reply.elapsedTime / 1000),
  });
}
