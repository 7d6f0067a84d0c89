/**
 * The menu page's two forms, for a browser without scripts (or a tap before the page has
 * hydrated): `POST /sign_out` ends the session through the gateway's own `signOut` (the web's
 * persisted `SignOut` operation, in-process: the same revocation and cleared cookie) and goes
 * home; `POST /language` (fields `locale`, `return_to`) keeps the language in the `sf_locale`
 * cookie the server renders every page with, written in the web's own format, and goes back to
 * `return_to` when it is a path of this shop (never another site).
 *
 * Held to the other forms' standard (docs/adr/0043): registered among the API routes (the same
 * rate limit and deadline), a form posted from another site is refused (signing a shopper out,
 * or changing their language, is theirs to do), a failure is a 503 with Retry-After, every
 * refusal a page in the shopper's language leading back to the menu. Counted on the metrics
 * port as forms `signOut` (`signedOut`, or the refusal) and `language` (`chosen`, or the refusal).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebServerBuild } from './renderer.js';
import { fromThisSite } from './choose-branch.js';
import type { FormMetrics } from './form-metrics.js';
import { formAnswers } from './form-answers.js';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  type Locale,
  pageLook,
  type PageLook,
} from './form-pages.js';
import { formFields, prepareFormScope } from './form-scope.js';
import { redirectWithCookies } from './form-redirect.js';
import { errorCodes, runOperationWithCookies } from './in-process-operation.js';
import type { PersistedOperation } from './persisted-operation.js';
import { signInTarget } from './sign-in-form.js';

type Words = Record<Locale, string>;

/** When to try again after a failure that named no time. */
const RETRY_AFTER_SECONDS = 5;

const BACK: Words = { en: 'Back to the menu', af: 'Terug na die kieslys', fr: 'Retour au menu' };

const SIGN_OUT = {
  name: 'signOut',
  title: { en: 'Log out', af: 'Teken uit', fr: 'Se déconnecter' },
  refusals: {
    crossSite: {
      en: 'Log out from the shop’s own menu.',
      af: 'Teken uit op die winkel se eie kieslys.',
      fr: 'Déconnectez-vous depuis le menu de la boutique.',
    },
    ...SHARED_REFUSALS,
  },
} as const;

const LANGUAGE = {
  name: 'language',
  title: { en: 'Language', af: 'Taal', fr: 'Langue' },
  refusals: {
    crossSite: {
      en: 'A language is chosen in the shop’s own menu.',
      af: '’n Taal word in die winkel se eie kieslys gekies.',
      fr: 'Une langue se choisit dans le menu de la boutique.',
    },
    malformed: {
      en: 'Choose one of the shop’s languages in the menu.',
      af: 'Kies een van die winkel se tale in die kieslys.',
      fr: 'Choisissez une des langues de la boutique dans le menu.',
    },
    ...SHARED_REFUSALS,
  },
} as const;

interface MenuForm<Refusal extends string> {
  name: 'signOut' | 'language';
  title: Words;
  refusals: Record<Refusal, Words>;
}

/** A refusal's page, in the shopper's language, leading back to the menu. */
function menuRefusalPage<Refusal extends string>(
  form: MenuForm<Refusal>,
  look: PageLook,
  refusal: Refusal,
): string {
  const { locale } = look;
  return formPage(look, form.title[locale], form.refusals[refusal][locale], {
    href: '/menu',
    label: BACK[locale],
  });
}

/** The form's scope, and its answers for one post (formAnswers), counted as the form's. */
function menuFormScope<Refusal extends string>(
  scope: FastifyInstance,
  form: MenuForm<Refusal | keyof typeof SHARED_REFUSALS>,
  metrics: FormMetrics | undefined,
) {
  prepareFormScope(scope, {
    bodyLimit: 1024,
    sharedRefusalPage: (request, refusal) => menuRefusalPage(form, pageLook(request), refusal),
    onSharedRefusal: (reply, refusal) =>
      metrics?.answered(form.name, refusal, reply.elapsedTime / 1000),
  });
  return (request: FastifyRequest, reply: FastifyReply) =>
    formAnswers<Refusal | keyof typeof SHARED_REFUSALS>(
      reply,
      metrics,
      form.name,
      (status, refusal, retry) =>
        sendRefusalPage(reply, status, menuRefusalPage(form, pageLook(request), refusal), retry),
    );
}

export interface MenuFormsOptions {
  metrics?: FormMetrics;
  publicOrigin: string;
  /** The root app: the shopper is signed out through its GraphQL pipeline. */
  app: FastifyInstance;
  /** The web's `SignOut` (none: `POST /sign_out` is not offered). */
  signOut: PersistedOperation | null;
  /** The web's server build: its languages, and its language cookie's format. */
  build: Pick<WebServerBuild, 'LOCALES' | 'chosenLocaleCookie'>;
}

/** Registered in the API routes' context (app.ts), under their rate limit. */
export function registerMenuForms(api: FastifyInstance, options: MenuFormsOptions): void {
  const { signOut } = options;
  if (signOut)
    void api.register(async (scope) => {
      const answers = menuFormScope(scope, SIGN_OUT, options.metrics);
      scope.post('/sign_out', async (request, reply) => {
        const { refuse, answered } = answers(request, reply);
        if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
        let answer;
        let cookies: string[];
        try {
          ({ answer, cookies } = await runOperationWithCookies<{ signOut?: unknown }>(
            options.app,
            request,
            'SignOut',
            signOut,
            {},
          ));
        } catch (error) {
          request.log.warn({ err: error }, 'not signed out by the form: the gateway failed');
          return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
        }
        const codes = errorCodes(answer);
        if (codes.includes('RATE_LIMITED')) return refuse(429, 'rateLimited', RETRY_AFTER_SECONDS);
        if (codes.length > 0 || !answer.data?.signOut)
          return refuse(503, 'unavailable', RETRY_AFTER_SECONDS);
        answered('signedOut');
        return redirectWithCookies(reply, cookies, '/');
      });
    });

  void api.register(async (scope) => {
    const answers = menuFormScope(scope, LANGUAGE, options.metrics);
    scope.post('/language', async (request, reply) => {
      const { refuse, answered } = answers(request, reply);
      if (!fromThisSite(request, options.publicOrigin)) return refuse(403, 'crossSite');
      const form = formFields(request);
      const asked = form.get('locale');
      const locale = options.build.LOCALES.find((known) => known === asked);
      if (!locale) return refuse(400, 'malformed');
      answered('chosen');
      return redirectWithCookies(
        reply,
        [options.build.chosenLocaleCookie(locale)],
        signInTarget(form.get('return_to')),
      );
    });
  });
}
