/**
 * The pages `POST /register` answers when it registers nobody, in the shopper's language (en, af,
 * fr; the words are the web's own register page's): the register form again, its two parts on
 * one page, with each field's error and what was typed (never the passwords), or a refusal with a
 * way back to the form. Like the other form pages they need no script, so the Content Security
 * Policy holds; the shop's stylesheets for the register screen dress them as that page.
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

const WORDS = {
  ...ACCOUNT_WORDS,
  account: { en: 'Account', af: 'Rekening', fr: 'Compte' },
  profile: { en: 'Profile', af: 'Profiel', fr: 'Profil' },
  firstName: { en: 'First name', af: 'Voornaam', fr: 'Prénom' },
  lastName: { en: 'Last name', af: 'Van', fr: 'Nom' },
  loginHint: {
    en: 'You sign in with this number.',
    af: 'Jy teken met hierdie nommer aan.',
    fr: 'Vous vous connectez avec ce numéro.',
  },
  businessName: {
    en: 'Business name (optional)',
    af: 'Besigheidsnaam (opsioneel)',
    fr: "Nom de l'entreprise (facultatif)",
  },
  occupation: {
    en: 'Occupation (optional)',
    af: 'Beroep (opsioneel)',
    fr: 'Profession (facultatif)',
  },
  language: { en: 'Language', af: 'Taal', fr: 'Langue' },
  termsBefore: { en: 'I accept the ', af: 'Ek aanvaar die ', fr: "J'accepte les " },
  terms: {
    en: 'terms and conditions',
    af: 'bepalings en voorwaardes',
    fr: 'conditions générales',
  },
  already: { en: 'Already registered?', af: 'Reeds geregistreer?', fr: 'Déjà inscrit ?' },
} satisfies Record<string, Record<Locale, string>>;

/** What a field (or the whole form) is refused for. */
const PROBLEMS = {
  ...ACCOUNT_PROBLEMS,
  loginTaken: {
    en: 'This mobile number is already registered',
    af: 'Hierdie selfoonnommer is reeds geregistreer',
    fr: 'Ce numéro de mobile est déjà enregistré',
  },
  terms: {
    en: 'You must accept the terms and conditions',
    af: 'Jy moet die bepalings en voorwaardes aanvaar',
    fr: 'Vous devez accepter les conditions générales',
  },
} satisfies Record<string, Record<Locale, string>>;

/** The register form; its refusals have no form: the post was not the shop's, or it could not answer. */
export const REGISTER_FORM = {
  action: '/register',
  title: { en: 'Register', af: 'Registreer', fr: "S'inscrire" },
  back: { en: 'Back to registering', af: 'Terug na registrasie', fr: 'Retour à l’inscription' },
  refusals: accountRefusals({
    en: 'Register on the shop’s own page.',
    af: 'Registreer op die winkel se eie bladsy.',
    fr: 'Inscrivez-vous sur la page de la boutique.',
  }),
} satisfies AccountForm<string>;

export type RegisterProblem = keyof typeof PROBLEMS;
export type RegisterRefusal = keyof typeof REGISTER_FORM.refusals;
export type RegisterLanguage = 'EN' | 'AF' | 'FR';

/** The fields shown again (never the passwords). */
export interface RegisterTyped {
  firstName: string;
  lastName: string;
  login: string;
  businessName: string;
  occupation: string;
  language: RegisterLanguage;
  favouredSupplierIds: string[];
  acceptTerms: boolean;
}

export type RegisterFieldName =
  'firstName' | 'lastName' | 'login' | 'password' | 'passwordConfirmation' | 'acceptTerms';

/**
 * What went wrong: per field, and for the whole form (`general`, or a message the shop gave that
 * names no field, shown as the shop worded it).
 */
export interface RegisterProblems {
  fields: Partial<Record<RegisterFieldName, RegisterProblem>>;
  form: string[];
  general?: RegisterProblem;
}

/** The web's languages by their own names (web/src/core/i18n.ts `LOCALE_NAMES`), held to its list. */
const LANGUAGE_NAMES: Record<Locale, { value: RegisterLanguage; name: string }> = {
  en: { value: 'EN', name: 'English' },
  af: { value: 'AF', name: 'Afrikaans' },
  fr: { value: 'FR', name: 'Français' },
};
const LANGUAGES = Object.entries(LANGUAGE_NAMES).map(([lang, language]) => ({ ...language, lang }));

export const registerStyles = (manifest: BuildManifest) =>
  screenStyles(manifest, 'src/features/account/RegisterPage.tsx');

/**
 * The register form again: what went wrong, what was typed, and where to go on to; in the
 * register page's own classes and field names, so it posts and looks as that page does.
 */
export function registerAgainPage(
  locale: Locale,
  problems: RegisterProblems,
  typed: RegisterTyped,
  redirectTo: string,
  stylesheets: readonly string[] = [],
): string {
  const words = (key: keyof typeof WORDS) => escapeHtml(WORDS[key][locale]);
  const first = (Object.keys(problems.fields) as RegisterFieldName[])[0];
  const field = (
    name: RegisterFieldName | 'businessName' | 'occupation',
    id: string,
    label: string,
    input: { type?: string; value?: string; autocomplete: string; hint?: string; extra?: string },
  ) => {
    const problem = problems.fields[name as RegisterFieldName];
    return formField({
      id,
      label,
      hint: input.hint,
      control:
        `<input id="${id}" name="${name}" type="${input.type ?? 'text'}"${input.extra ?? ''} ` +
        `autocomplete="${input.autocomplete}"` +
        (input.value !== undefined ? ` value="${escapeHtml(input.value)}"` : '') +
        (problem ? ` aria-invalid="true"` : '') +
        describedBy([problem && `${id}-error`, input.hint && `${id}-hint`]) +
        (name === first ? ' autofocus' : '') +
        ` />`,
      error: problem && PROBLEMS[problem][locale],
    });
  };
  const termsProblem = problems.fields.acceptTerms;
  const onward = `?redirect_to=${encodeURIComponent(redirectTo)}`;
  return accountFormAgainPage(REGISTER_FORM, locale, {
    messages: [...(problems.general ? [PROBLEMS[problems.general][locale]] : []), ...problems.form],
    redirectTo,
    stylesheets,
    fields:
      `<div class="register-part" role="group" aria-labelledby="register-part-account">` +
      `<h2 class="register-part-title" id="register-part-account">${words('account')}</h2>` +
      field('firstName', 'register-first-name', words('firstName'), {
        value: typed.firstName,
        autocomplete: 'given-name',
      }) +
      field('lastName', 'register-last-name', words('lastName'), {
        value: typed.lastName,
        autocomplete: 'family-name',
      }) +
      field('login', 'register-login', words('login'), {
        type: 'tel',
        value: typed.login,
        autocomplete: 'tel',
        hint: words('loginHint'),
        extra: ' inputmode="tel"',
      }) +
      field('password', 'register-password', words('password'), {
        type: 'password',
        autocomplete: 'new-password',
        hint: words('passwordHint'),
      }) +
      field(
        'passwordConfirmation',
        'register-password-confirmation',
        words('passwordConfirmation'),
        {
          type: 'password',
          autocomplete: 'new-password',
        },
      ) +
      `</div><div class="register-part" role="group" aria-labelledby="register-part-profile">` +
      `<h2 class="register-part-title" id="register-part-profile">${words('profile')}</h2>` +
      field('businessName', 'register-business-name', words('businessName'), {
        value: typed.businessName,
        autocomplete: 'organization',
      }) +
      field('occupation', 'register-occupation', words('occupation'), {
        value: typed.occupation,
        autocomplete: 'off',
      }) +
      `<div class="form-field"><label for="register-language">${words('language')}</label>` +
      `<select id="register-language" name="language">` +
      LANGUAGES.map(
        (language) =>
          `<option value="${language.value}" lang="${language.lang}"` +
          `${language.value === typed.language ? ' selected' : ''}>${language.name}</option>`,
      ).join('') +
      `</select></div>` +
      typed.favouredSupplierIds
        .map((id) => `<input type="hidden" name="favouredSupplierIds" value="${escapeHtml(id)}" />`)
        .join('') +
      `<div class="form-check${termsProblem ? ' has-error' : ''}">` +
      `<input type="checkbox" id="register-terms" name="acceptTerms"` +
      (typed.acceptTerms ? ' checked' : '') +
      (termsProblem
        ? ` aria-invalid="true" aria-describedby="register-terms-error"` +
          (first === 'acceptTerms' ? ' autofocus' : '')
        : '') +
      ` />` +
      `<label for="register-terms">${words('termsBefore')}` +
      `<a href="/terms_and_conditions" target="_blank">${words('terms')}</a></label>` +
      (termsProblem
        ? `<p class="field-error" id="register-terms-error">${escapeHtml(PROBLEMS[termsProblem][locale])}</p>`
        : '') +
      `</div></div>`,
    links: `${words('already')} ` + `<a href="/sign_in${escapeHtml(onward)}">${words('logIn')}</a>`,
  });
}

/** Sends the form again with `status`. */
export function showRegisterAgain(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  problems: RegisterProblems,
  fields: { typed: RegisterTyped; redirectTo: string; stylesheets: readonly string[] },
): FastifyReply {
  const locale = shopperLocale(request);
  return sendRefusalPage(
    reply,
    status,
    registerAgainPage(locale, problems, fields.typed, fields.redirectTo, fields.stylesheets),
  );
}
