/**
 * The pages `POST /sign_in` answers when it signs nobody in, in the shopper's language (en, af,
 * fr; the words are the web's own sign-in page's): the sign-in form again with what went wrong
 * and the number typed (never the password), or a refusal with a way back to the form. Like the
 * other form pages they need no script and no style, so the Content Security Policy holds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuildManifest } from '../../../web/src/server/render-contract.js';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  shopperLocale,
  type Locale,
} from './form-pages.js';
import { escapeHtml } from './escape-html.js';
import { formAgainPage, formField } from './form-again-page.js';
import { screenStyles } from './screen-styles.js';

const WORDS = {
  title: { en: 'Log in', af: 'Teken aan', fr: 'Se connecter' },
  login: { en: 'Mobile number', af: 'Selfoonnommer', fr: 'Numéro de mobile' },
  password: { en: 'Password', af: 'Wagwoord', fr: 'Mot de passe' },
  forgot: { en: 'Forgot your password?', af: 'Wagwoord vergeet?', fr: 'Mot de passe oublié ?' },
  back: { en: 'Back to logging in', af: 'Terug na aanteken', fr: 'Retour à la connexion' },
} satisfies Record<string, Record<Locale, string>>;

/** Why the form is shown again. */
const FAILURES = {
  wrongPassword: {
    en: 'Invalid mobile number or password',
    af: 'Ongeldige selfoonnommer of wagwoord',
    fr: 'Numéro de mobile ou mot de passe invalide',
  },
  missing: {
    en: 'Enter your mobile number and your password.',
    af: 'Vul jou selfoonnommer en jou wagwoord in.',
    fr: 'Saisissez votre numéro de mobile et votre mot de passe.',
  },
  tooManyAttempts: {
    en: 'Too many attempts with this number. Try again in a few minutes.',
    af: 'Te veel pogings met hierdie nommer. Probeer oor ’n paar minute weer.',
    fr: 'Trop de tentatives avec ce numéro. Réessayez dans quelques minutes.',
  },
} satisfies Record<string, Record<Locale, string>>;

/** Refusals with no form: the post itself was not the shop's, or the shop could not answer. */
const REFUSALS = {
  crossSite: {
    en: 'Log in on the shop’s own page.',
    af: 'Teken aan op die winkel se eie bladsy.',
    fr: 'Connectez-vous sur la page de la boutique.',
  },
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type SignInFailure = keyof typeof FAILURES;
export type SignInRefusal = keyof typeof REFUSALS;

/** The sign-in page's stylesheets in the web's build (its screen's and the chunks it imports). */
export const signInStyles = (manifest: BuildManifest) =>
  screenStyles(manifest, 'src/features/account/SignInPage.tsx');

/**
 * The sign-in form again: what went wrong, the number typed, and where to go on to; in the
 * sign-in page's own classes, so the shop's `stylesheets` dress it as that page.
 */
export function signInAgainPage(
  locale: Locale,
  failure: SignInFailure,
  login: string,
  redirectTo: string,
  stylesheets: readonly string[] = [],
): string {
  const words = (key: keyof typeof WORDS) => escapeHtml(WORDS[key][locale]);
  const onward = `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return formAgainPage(
    locale,
    words('title'),
    stylesheets,
    `<section class="account-page"><h1>${words('title')}</h1>` +
      `<form class="account-form" method="post" action="/sign_in" novalidate>` +
      `<div class="notice is-error form-errors" role="alert"><p>${escapeHtml(FAILURES[failure][locale])}</p></div>` +
      `<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}" />` +
      formField({
        id: 'sign-in-login',
        label: words('login'),
        control: `<input id="sign-in-login" name="login" type="tel" inputmode="tel" autocomplete="username" value="${escapeHtml(login)}" />`,
      }) +
      formField({
        id: 'sign-in-password',
        label: words('password'),
        control: `<input id="sign-in-password" name="password" type="password" autocomplete="current-password" autofocus />`,
      }) +
      `<button type="submit" class="button form-submit">${words('title')}</button></form>` +
      `<p class="account-links"><a href="/forgot_password${escapeHtml(onward)}">${words('forgot')}</a></p>` +
      `</section>`,
  );
}

/** A refusal's page, in the shopper's language, leading back to the sign-in page. */
export function signInRefusalPage(locale: Locale, refusal: SignInRefusal, redirectTo: string) {
  return formPage(locale, WORDS.title[locale], REFUSALS[refusal][locale], {
    href: `/sign_in?redirect_to=${encodeURIComponent(redirectTo)}`,
    label: WORDS.back[locale],
  });
}

/** Sends the form again with `status` (and, for 429, when to try again). */
export function showSignInAgain(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  failure: SignInFailure,
  fields: { login: string; redirectTo: string; stylesheets: readonly string[] },
  retryAfterSeconds?: number,
): FastifyReply {
  const locale = shopperLocale(request);
  return sendRefusalPage(
    reply,
    status,
    signInAgainPage(locale, failure, fields.login, fields.redirectTo, fields.stylesheets),
    retryAfterSeconds,
  );
}

/** Sends a refusal's page with `status` (and, for 503 and 429, when to try again). */
export function refuseSignInForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: SignInRefusal,
  redirectTo: string,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    signInRefusalPage(shopperLocale(request), refusal, redirectTo),
    retryAfterSeconds,
  );
}
