/**
 * The pages `POST /sign_in` answers when it signs nobody in, in the shopper's language (en, af,
 * fr; the words are the web's own sign-in page's): the sign-in form again with what went wrong
 * and the number typed (never the password), or a refusal with a way back to the form. Like the
 * other form pages they need no script and no style, so the Content Security Policy holds.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuildManifest } from '../../../web/src/server/render-contract.js';
import {
  ACCOUNT_WORDS,
  accountFormAgainPage,
  accountRefusals,
  type AccountForm,
} from './account-form-pages.js';
import { escapeHtml } from './escape-html.js';
import { formField } from './form-again-page.js';
import { sendRefusalPage, shopperLocale, type Locale } from './form-pages.js';
import { screenStyles } from './screen-styles.js';

const WORDS = {
  forgot: { en: 'Forgot your password?', af: 'Wagwoord vergeet?', fr: 'Mot de passe oublié ?' },
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

/** The sign-in form; its refusals have no form: the post was not the shop's, or it could not answer. */
export const SIGN_IN_FORM = {
  action: '/sign_in',
  title: ACCOUNT_WORDS.logIn,
  back: { en: 'Back to logging in', af: 'Terug na aanteken', fr: 'Retour à la connexion' },
  refusals: accountRefusals({
    en: 'Log in on the shop’s own page.',
    af: 'Teken aan op die winkel se eie bladsy.',
    fr: 'Connectez-vous sur la page de la boutique.',
  }),
} satisfies AccountForm<string>;

export type SignInFailure = keyof typeof FAILURES;
export type SignInRefusal = keyof typeof SIGN_IN_FORM.refusals;

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
  const words = (key: keyof typeof ACCOUNT_WORDS) => escapeHtml(ACCOUNT_WORDS[key][locale]);
  const onward = `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return accountFormAgainPage(SIGN_IN_FORM, locale, {
    messages: [FAILURES[failure][locale]],
    redirectTo,
    stylesheets,
    fields:
      formField({
        id: 'sign-in-login',
        label: words('login'),
        control: `<input id="sign-in-login" name="login" type="tel" inputmode="tel" autocomplete="username" value="${escapeHtml(login)}" />`,
      }) +
      formField({
        id: 'sign-in-password',
        label: words('password'),
        control: `<input id="sign-in-password" name="password" type="password" autocomplete="current-password" autofocus />`,
      }),
    links: `<a href="/forgot_password${escapeHtml(onward)}">${escapeHtml(WORDS.forgot[locale])}</a>`,
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
