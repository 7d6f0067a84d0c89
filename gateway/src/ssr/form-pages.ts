/**
 * The page a form endpoint (`POST /branch`) answers when it cannot do what was asked: a short,
 * readable page in the shopper's language (the `sf_locale` cookie the web writes; en, af, fr)
 * with a way back, never plain English text or JSON. It needs no script, so the shop's Content
 * Security Policy holds as it is; the shop's own stylesheet dresses it as the shop's pages are
 * (without it, a shopper whose post was refused landed on a browser's bare page).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../web/src/core/locales.js';
import { escapeHtml } from './escape-html.js';
import { formAgainPage } from './form-again-page.js';

/**
 * The web's languages (web/src/core/locales.ts, the one list). The gateway cannot load its value
 * (the web's sources are in neither the gateway's build nor its image), so it is held to the
 * web's type both ways: a key for every language the web has and no other, or this does not
 * compile. A language added to the web fails the gateway's typecheck until its refusals are here.
 */
const IS_LOCALE: Record<Locale, true> = { en: true, af: true, fr: true };

/**
 * The refusals every form endpoint can answer: the legacy API failed or hung, a body over the
 * form's limit, or too many requests.
 */
export const SHARED_REFUSALS = {
  unavailable: {
    en: 'The shop could not answer right now. Please try again in a moment.',
    af: 'Die winkel kon nie nou antwoord nie. Probeer asseblief oor ’n oomblik weer.',
    fr: 'La boutique ne peut pas répondre pour l’instant. Veuillez réessayer dans un instant.',
  },
  tooLarge: {
    en: 'That was more than this form can take. Go back and try again.',
    af: 'Dit was meer as wat hierdie vorm kan neem. Gaan terug en probeer weer.',
    fr: 'C’était plus que ce formulaire ne peut recevoir. Revenez en arrière et réessayez.',
  },
  rateLimited: {
    en: 'Too many requests. Please wait a moment and try again.',
    af: 'Te veel versoeke. Wag asseblief ’n oomblik en probeer weer.',
    fr: 'Trop de requêtes. Veuillez patienter un instant et réessayer.',
  },
} satisfies Record<string, Record<Locale, string>>;

/** Each refusal's words, and the page's title and way back. */
const MESSAGES = {
  title: {
    en: 'Choosing a branch',
    af: 'Kies ’n tak',
    fr: 'Choisir un magasin',
  },
  back: {
    en: 'Back to the branches',
    af: 'Terug na die takke',
    fr: 'Retour aux magasins',
  },
  crossSite: {
    en: 'A branch is chosen on the shop’s own branches page.',
    af: '’n Tak word op die winkel se eie takbladsy gekies.',
    fr: 'Un magasin se choisit sur la page des magasins de la boutique.',
  },
  malformed: {
    en: 'Choose a branch from the branches page.',
    af: 'Kies ’n tak op die takbladsy.',
    fr: 'Choisissez un magasin sur la page des magasins.',
  },
  unknown: {
    en: 'There is no such branch: choose one from the branches page.',
    af: 'Daar is nie so ’n tak nie: kies een op die takbladsy.',
    fr: 'Ce magasin n’existe pas : choisissez-en un sur la page des magasins.',
  },
  disabled: {
    en: 'This branch is not taking orders now: choose another.',
    af: 'Hierdie tak neem nie nou bestellings nie: kies ’n ander een.',
    fr: 'Ce magasin ne prend pas de commandes pour l’instant : choisissez-en un autre.',
  },
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type FormRefusal = Exclude<keyof typeof MESSAGES, 'title' | 'back'>;

/** The shopper's language, as the web keeps it for the server (English otherwise). */
export function shopperLocale(request: FastifyRequest): Locale {
  const asked = request.cookies.sf_locale;
  return asked !== undefined && Object.hasOwn(IS_LOCALE, asked) ? (asked as Locale) : 'en';
}

export type { Locale };

declare module 'fastify' {
  interface FastifyInstance {
    /** The stylesheets of the web's build every page of the shop links (app.ts). */
    shopStylesheets?: readonly string[];
  }
}

/** How a page the gateway answers itself looks: its language, and the stylesheets dressing it. */
export interface PageLook {
  locale: Locale;
  stylesheets: readonly string[];
}

/** The request's look: the shopper's language, the shop's stylesheets (none without a build). */
export function pageLook(request: FastifyRequest): PageLook {
  return { locale: shopperLocale(request), stylesheets: request.server.shopStylesheets ?? [] };
}

/**
 * A form's page: the way to home and the menu, a title, what happened, and a way back
 * (`back.href`, a path of the shop).
 */
export function formPage(
  { locale, stylesheets }: PageLook,
  title: string,
  text: string,
  back: { href: string; label: string },
): string {
  const heading = escapeHtml(title);
  return formAgainPage(
    locale,
    heading,
    stylesheets,
    `<h1>${heading}</h1><p class="notice is-error">${escapeHtml(text)}</p>` +
      `<p><a class="button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`,
    back.href,
  );
}

/** The refusal's page, in the shopper's language, leading back to the branches page. */
export function refusalPage(look: PageLook, refusal: FormRefusal): string {
  const { locale } = look;
  return formPage(look, MESSAGES.title[locale], MESSAGES[refusal][locale], {
    href: '/agencies',
    label: MESSAGES.back[locale],
  });
}

/** Sends a form's refusal page with `status` (and, for 503 and 429, when to try again). */
export function sendRefusalPage(
  reply: FastifyReply,
  status: number,
  html: string,
  retryAfterSeconds?: number,
): FastifyReply {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Sends the branch form's refusal page with `status` (and, for 503 and 429, when to try again). */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: FormRefusal,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(reply, status, refusalPage(pageLook(request), refusal), retryAfterSeconds);
}
