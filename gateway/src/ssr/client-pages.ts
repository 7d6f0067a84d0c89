/**
 * The client-rendered page in the shopper's language, with its note for a browser without
 * scripts (web/src/server/client-page.ts): made once per language and reason at start, ready to
 * send like a cached page. Sent whenever a page is not answered with its server render.
 */
import type { FastifyRequest } from 'fastify';
import { preparePage, type PreparedPage } from './prepared-page.js';
import type { ClientPageWhy, Locale, Renderer } from './renderer.js';

/** The page's language: the `sf_locale` cookie's when the web has it, else the web's first. */
export function pageLocale(renderer: Renderer, request: FastifyRequest): Locale {
  const locales = renderer.build.LOCALES;
  return locales.find((locale) => locale === request.cookies.sf_locale) ?? locales[0] ?? 'en';
}

export type ClientPageFor = (request: FastifyRequest, why: ClientPageWhy) => PreparedPage;

export function clientPages(renderer: Renderer): ClientPageFor {
  const pages = new Map<string, PreparedPage>();
  for (const locale of renderer.build.LOCALES) {
    for (const why of ['needs-scripts', 'not-ready', 'signed-out'] as const) {
      pages.set(
        `${locale} ${why}`,
        preparePage(200, renderer.build.clientPage(renderer.template, locale, why)),
      );
    }
  }
  return (request, why) => pages.get(`${pageLocale(renderer, request)} ${why}`)!;
}
