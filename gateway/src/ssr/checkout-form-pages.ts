/**
 * The pages the checkout's forms (`POST /checkout/dispatch`, `/checkout/confirmation`, `/checkout/place`) answer when they cannot do what was
 * asked, in the shopper's language (en, af, fr), each leading back to the checkout step.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formAnswers, type FormAnswers } from './form-answers.js';
import type { FormMetrics } from './form-metrics.js';
import { prepareFormScope } from './form-scope.js';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  type Locale,
  pageLook,
  type PageLook,
} from './form-pages.js';

const MESSAGES = {
  title: { en: 'Checkout', af: 'Betaalpunt', fr: 'Commande' },
  back: {
    en: 'Back to the checkout',
    af: 'Terug na die betaalpunt',
    fr: 'Retour à la commande',
  },
  crossSite: {
    en: 'The checkout’s choices are made on the shop’s own pages.',
    af: 'Die betaalpunt se keuses word op die winkel se eie bladsye gemaak.',
    fr: 'Les choix de la commande se font sur les pages de la boutique.',
  },
  malformed: {
    en: 'Choose how to get your order and a time slot on the checkout page.',
    af: 'Kies op die betaalpuntbladsy hoe jy jou bestelling wil kry en ’n tydgleuf.',
    fr: 'Choisissez sur la page de commande comment recevoir votre commande et un créneau.',
  },
  slotRequired: {
    en: 'Choose a time slot to continue.',
    af: 'Kies ’n tydgleuf om voort te gaan.',
    fr: 'Choisissez un créneau pour continuer.',
  },
  slotGone: {
    en: 'This time slot is no longer available. Choose another.',
    af: 'Hierdie tydgleuf is nie meer beskikbaar nie. Kies ’n ander een.',
    fr: 'Ce créneau n’est plus disponible. Choisissez-en un autre.',
  },
  paymentRequired: {
    en: 'Choose how to pay to place the order.',
    af: 'Kies hoe jy wil betaal om die bestelling te plaas.',
    fr: 'Choisissez comment payer pour passer la commande.',
  },
  paymentNeedsScript: {
    en: 'This way to pay needs JavaScript: choose EFT, cash or PayGate (card), or switch JavaScript on.',
    af: 'Hierdie betaalwyse het JavaScript nodig: kies EFT, kontant of PayGate (kaart), of skakel JavaScript aan.',
    fr: 'Ce moyen de paiement a besoin de JavaScript : choisissez le virement, les espèces ou PayGate (carte), ou activez JavaScript.',
  },
  refused: {
    en: 'The shop did not take this order. Go back to the confirmation to see why.',
    af: 'Die winkel het nie hierdie bestelling aanvaar nie. Gaan terug na die bevestiging om te sien hoekom.',
    fr: 'La boutique n’a pas accepté cette commande. Revenez à la confirmation pour voir pourquoi.',
  },
  codeMalformed: {
    en: 'A discount code is letters and digits only, at most 32. Check the code and try again.',
    af: '’n Afslagkode bestaan net uit letters en syfers, hoogstens 32. Kyk weer na die kode en probeer weer.',
    fr: 'Un code de réduction ne contient que des lettres et des chiffres, 32 au plus. Vérifiez le code et réessayez.',
  },
  codeRefused: {
    en: 'The discount code on this order cannot be used. Remove it or change it on the confirmation, then place the order.',
    af: 'Die afslagkode op hierdie bestelling kan nie gebruik word nie. Verwyder of verander dit op die bevestiging en plaas dan die bestelling.',
    fr: 'Le code de réduction de cette commande ne peut pas être utilisé. Retirez-le ou changez-le sur la confirmation, puis passez la commande.',
  },
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type CheckoutFormRefusal = Exclude<keyof typeof MESSAGES, 'title' | 'back'>;

export function checkoutRefusalPage(
  look: PageLook,
  refusal: CheckoutFormRefusal,
  backTo: string,
): string {
  const { locale } = look;
  return formPage(look, MESSAGES.title[locale], MESSAGES[refusal][locale], {
    href: backTo,
    label: MESSAGES.back[locale],
  });
}

/** Sends the refusal's page with `status` (and, for 503 and 429, when to try again). */
export function refuseCheckoutForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: CheckoutFormRefusal,
  backTo: string,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    checkoutRefusalPage(pageLook(request), refusal, backTo),
    retryAfterSeconds,
  );
}

/** A checkout form's answers: on to the next page, or refused with a page leading to `backTo`. */
export function checkoutFormAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  metrics: FormMetrics | undefined,
  backTo: string,
): FormAnswers<CheckoutFormRefusal> {
  return formAnswers<CheckoutFormRefusal>(reply, metrics, 'checkout', (status, refusal, retry) =>
    refuseCheckoutForm(request, reply, status, refusal, backTo, retry),
  );
}

/**
 * A checkout form's scope (prepareFormScope): a body up to `bodyLimit` bytes, and a refusal made
 * before its route (too many requests, too large) answered with the checkout's page leading back
 * to `backTo`, counted as the checkout's.
 */
export function prepareCheckoutFormScope(
  scope: FastifyInstance,
  options: { bodyLimit: number; backTo: string; metrics?: FormMetrics },
): void {
  prepareFormScope(scope, {
    bodyLimit: options.bodyLimit,
    sharedRefusalPage: (request, refusal) =>
      checkoutRefusalPage(pageLook(request), refusal, options.backTo),
    onSharedRefusal: (reply, refusal) =>
      options.metrics?.answered('checkout', refusal, reply.elapsedTime / 1000),
  });
}
