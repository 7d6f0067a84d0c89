/**
 * The pages of a forgotten password without the script, in the shopper's language (en, af, fr;
 * the words are the web's own forgot and reset pages'): the number form again (`POST
 * /forgot_password`), the code form again (`POST /reset_password`, first step), and the new
 * password form (its second step), which the gateway shows itself once the code is accepted:
 * the web's page holds the reset token only in the browser's memory. What was typed comes back,
 * never a password. No script, so the Content Security Policy holds; the screens' stylesheets
 * dress them as the shop's pages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BuildManifest } from '../../../web/src/server/render-contract.js';
import {
  ACCOUNT_PROBLEMS,
  ACCOUNT_WORDS,
  accountFormAgainPage,
  accountRefusals,
  type AccountForm,
} from './account-form-pages.js';
import { escapeHtml } from './escape-html.js';
import { describedBy, formField } from './form-again-page.js';
import { sendRefusalPage, shopperLocale, type Locale } from './form-pages.js';
import { screenStyles } from './screen-styles.js';

type Words = Record<Locale, string>;

const WORDS = {
  login: ACCOUNT_WORDS.login,
  forgotIntro: {
    en: 'Enter your mobile number. If it is registered, we send you a reset code by SMS.',
    af: "Tik jou selfoonnommer in. As dit geregistreer is, stuur ons vir jou 'n herstelkode per SMS.",
    fr: "Saisissez votre numéro de mobile. S'il est enregistré, nous vous envoyons un code de réinitialisation par SMS.",
  },
  sendCode: {
    en: 'Send reset code',
    af: 'Stuur herstelkode',
    fr: 'Envoyer le code de réinitialisation',
  },
  codeIntro: {
    en: 'Enter the code we sent you by SMS.',
    af: 'Tik die kode in wat ons per SMS gestuur het.',
    fr: 'Saisissez le code que nous vous avons envoyé par SMS.',
  },
  code: { en: 'Reset code', af: 'Herstelkode', fr: 'Code de réinitialisation' },
  checkCode: { en: 'Check code', af: 'Kontroleer kode', fr: 'Vérifier le code' },
  newCode: { en: 'Send a new code', af: "Stuur 'n nuwe kode", fr: 'Envoyer un nouveau code' },
  accepted: {
    en: 'Code accepted. Choose a new password.',
    af: "Kode aanvaar. Kies 'n nuwe wagwoord.",
    fr: 'Code accepté. Choisissez un nouveau mot de passe.',
  },
  newPassword: { en: 'New password', af: 'Nuwe wagwoord', fr: 'Nouveau mot de passe' },
  passwordHint: ACCOUNT_WORDS.passwordHint,
  confirmation: ACCOUNT_WORDS.passwordConfirmation,
  setPassword: {
    en: 'Set new password',
    af: 'Stel nuwe wagwoord',
    fr: 'Définir le nouveau mot de passe',
  },
} satisfies Record<string, Words>;

/** What a step is shown again for. */
const PROBLEMS = {
  ...ACCOUNT_PROBLEMS,
  wrongCode: {
    en: 'The code is invalid or has expired',
    af: 'Die kode is ongeldig of het verval',
    fr: 'Le code est invalide ou a expiré',
  },
  tooManyAttempts: {
    en: 'Too many attempts with this number. Try again in a few minutes.',
    af: 'Te veel pogings met hierdie nommer. Probeer oor ’n paar minute weer.',
    fr: 'Trop de tentatives avec ce numéro. Réessayez dans quelques minutes.',
  },
} satisfies Record<string, Words>;

export type ResetProblem = keyof typeof PROBLEMS;

const refusals = accountRefusals({
  en: 'Reset your password on the shop’s own page.',
  af: 'Herstel jou wagwoord op die winkel se eie bladsy.',
  fr: 'Réinitialisez votre mot de passe sur la page de la boutique.',
});

export const FORGOT_FORM = {
  action: '/forgot_password',
  title: { en: 'Forgot password', af: 'Wagwoord vergeet', fr: 'Mot de passe oublié' },
  back: { en: 'Back', af: 'Terug', fr: 'Retour' },
  refusals,
} satisfies AccountForm<string>;

export const RESET_FORM = {
  action: '/reset_password',
  title: { en: 'Reset password', af: 'Herstel wagwoord', fr: 'Réinitialiser le mot de passe' },
  back: { en: 'Back', af: 'Terug', fr: 'Retour' },
  refusals,
} satisfies AccountForm<string>;

export type ResetRefusal = keyof typeof refusals;

/** What went wrong: per field, and for the whole step (an alert above the fields). */
export interface ResetProblems {
  fields: Partial<Record<'login' | 'code' | 'password' | 'passwordConfirmation', ResetProblem>>;
  /** A problem of the whole step, or a message the shop gave as it worded it. */
  form?: ResetProblem | string;
}

/** The two screens' stylesheets in the web's build. */
export const passwordResetStyles = (manifest: BuildManifest) => ({
  forgot: screenStyles(manifest, 'src/features/account/ForgotPasswordPage.tsx'),
  reset: screenStyles(manifest, 'src/features/account/ResetPasswordPage.tsx'),
});

function field(
  locale: Locale,
  problems: ResetProblems,
  name: keyof ResetProblems['fields'],
  parts: { id: string; label: string; attributes: string; hint?: string; autofocus: boolean },
): string {
  const problem = problems.fields[name];
  const hintId = parts.hint ? `${parts.id}-hint` : null;
  return formField({
    id: parts.id,
    label: escapeHtml(parts.label),
    hint: parts.hint && escapeHtml(parts.hint),
    control:
      `<input id="${parts.id}" name="${name === 'passwordConfirmation' ? 'password_confirmation' : name}" ${parts.attributes}` +
      (problem ? ` aria-invalid="true"` : '') +
      describedBy([problem && `${parts.id}-error`, hintId]) +
      (parts.autofocus ? ' autofocus' : '') +
      ` />`,
    error: problem && PROBLEMS[problem][locale],
  });
}

const messagesOf = (locale: Locale, problems: ResetProblems): string[] =>
  problems.form === undefined
    ? []
    : [problems.form in PROBLEMS ? PROBLEMS[problems.form as ResetProblem][locale] : problems.form];

/** Where a new code is asked for, keeping where to go on to. */
const forgotLink = (login: string, redirectTo: string) =>
  `/forgot_password?${new URLSearchParams({ login, redirect_to: redirectTo }).toString()}`;

/** The number form again. */
export function forgotAgainPage(
  locale: Locale,
  problems: ResetProblems,
  login: string,
  redirectTo: string,
  stylesheets: readonly string[],
): string {
  return accountFormAgainPage(FORGOT_FORM, locale, {
    messages: messagesOf(locale, problems),
    redirectTo,
    stylesheets,
    submit: WORDS.sendCode[locale],
    fields:
      `<p>${escapeHtml(WORDS.forgotIntro[locale])}</p>` +
      field(locale, problems, 'login', {
        id: 'forgot-login',
        label: WORDS.login[locale],
        attributes: `type="tel" inputmode="tel" autocomplete="username" value="${escapeHtml(login)}"`,
        autofocus: true,
      }),
    links: '',
  });
}

/** The code form (the reset's first step) again. */
export function codeAgainPage(
  locale: Locale,
  problems: ResetProblems,
  login: string,
  redirectTo: string,
  stylesheets: readonly string[],
): string {
  return accountFormAgainPage(RESET_FORM, locale, {
    messages: messagesOf(locale, problems),
    redirectTo,
    stylesheets,
    submit: WORDS.checkCode[locale],
    fields:
      `<p>${escapeHtml(WORDS.codeIntro[locale])}</p>` +
      field(locale, problems, 'login', {
        id: 'reset-login',
        label: WORDS.login[locale],
        attributes: `type="tel" inputmode="tel" autocomplete="username" value="${escapeHtml(login)}"`,
        autofocus: problems.fields.login !== undefined,
      }) +
      field(locale, problems, 'code', {
        id: 'reset-code',
        label: WORDS.code[locale],
        attributes: `type="text" inputmode="numeric" autocomplete="one-time-code"`,
        autofocus: problems.fields.login === undefined,
      }),
    links: `<a href="${escapeHtml(forgotLink(login, redirectTo))}">${escapeHtml(WORDS.newCode[locale])}</a>`,
  });
}

/**
 * The new password form (the reset's second step), carrying the accepted code's token and the
 * number it was for (a second post of the same form, once the token is used, signs her in).
 */
export function newPasswordPage(
  locale: Locale,
  problems: ResetProblems,
  resetToken: string,
  login: string,
  redirectTo: string,
  stylesheets: readonly string[],
): string {
  return accountFormAgainPage(RESET_FORM, locale, {
    messages: messagesOf(locale, problems),
    redirectTo,
    stylesheets,
    submit: WORDS.setPassword[locale],
    fields:
      `<p role="status">${escapeHtml(WORDS.accepted[locale])}</p>` +
      `<input type="hidden" name="reset_token" value="${escapeHtml(resetToken)}" />` +
      `<input type="hidden" name="login" value="${escapeHtml(login)}" />` +
      field(locale, problems, 'password', {
        id: 'reset-password',
        label: WORDS.newPassword[locale],
        hint: WORDS.passwordHint[locale],
        attributes: `type="password" autocomplete="new-password"`,
        autofocus: problems.fields.passwordConfirmation === undefined,
      }) +
      field(locale, problems, 'passwordConfirmation', {
        id: 'reset-password-confirmation',
        label: WORDS.confirmation[locale],
        attributes: `type="password" autocomplete="new-password"`,
        autofocus: problems.fields.passwordConfirmation !== undefined,
      }),
    links: '',
  });
}

/** Sends a step's page with `status` (and, for 429, when to try again). */
export function sendStep(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: (locale: Locale) => string,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(reply, status, page(shopperLocale(request)), retryAfterSeconds);
}
