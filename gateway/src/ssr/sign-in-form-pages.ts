/**
 * The pages `POST /sign_in` answers when it signs nobody in, in the shopper's language (en, af,
 * fr; the words are the web's own sign-in page's): the sign-in form again with what went wrong
 * and the number typed (never the password), or a refusal with a way back to the form. Like the
 * other form pages they need no script and no style, so the Content Security Policy holds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  shopperLocale,
  type Locale,
} from './form-pages.js';

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The sign-in form again: what went wrong, the number typed, and where to go on to. */
export function signInAgainPage(
  locale: Locale,
  failure: SignInFailure,
  login: string,
  redirectTo: string,
): string {
  const words = (key: keyof typeof WORDS) => escapeHtml(WORDS[key][locale]);
  const onward = `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8" />` +
    `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
    `<meta name="robots" content="noindex" /><title>${words('title')}</title></head>` +
    `<body><main><h1>${words('title')}</h1>` +
    `<form method="post" action="/sign_in">` +
    `<p role="alert">${escapeHtml(FAILURES[failure][locale])}</p>` +
    `<input type="hidden" name="redirect_to" value="${escapeHtml(redirectTo)}" />` +
    `<p><label for="sign-in-login">${words('login')}</label><br />` +
    `<input id="sign-in-login" name="login" type="tel" inputmode="tel" autocomplete="username" value="${escapeHtml(login)}" /></p>` +
    `<p><label for="sign-in-password">${words('password')}</label><br />` +
    `<input id="sign-in-password" name="password" type="password" autocomplete="current-password" autofocus /></p>` +
    `<p><button type="submit">${words('title')}</button></p></form>` +
    `<p><a href="/forgot_password${escapeHtml(onward)}">${words('forgot')}</a></p>` +
    `</main></body></html>`
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
  fields: { login: string; redirectTo: string },
  retryAfterSeconds?: number,
): FastifyReply {
  const locale = shopperLocale(request);
  return sendRefusalPage(
    reply,
    status,
    signInAgainPage(locale, failure, fields.login, fields.redirectTo),
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
