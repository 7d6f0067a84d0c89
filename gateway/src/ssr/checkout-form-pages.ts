/**
 * The pages the checkout's forms (`POST /checkout/dispatch`) answer when they cannot do what was
 * asked, in the shopper's language (en, af, fr), each leading back to the checkout step.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  shopperLocale,
  type Locale,
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
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type CheckoutFormRefusal = Exclude<keyof typeof MESSAGES, 'title' | 'back'>;

export function checkoutRefusalPage(
  locale: Locale,
  refusal: CheckoutFormRefusal,
  backTo: string,
): string {
  return formPage(locale, MESSAGES.title[locale], MESSAGES[refusal][locale], {
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
    checkoutRefusalPage(shopperLocale(request), refusal, backTo),
    retryAfterSeconds,
  );
}
