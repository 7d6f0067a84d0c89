/**
 * The pages `POST /basket` answers when it cannot do what was asked, in the shopper's language
 * (en, af, fr), each leading back to the page the form was on.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  formPage,
  sendRefusalPage,
  SHARED_REFUSALS,
  type Locale,
  pageLook,
  type PageLook,
} from './form-pages.js';

const MESSAGES = {
  title: { en: 'Your basket', af: 'Jou mandjie', fr: 'Votre panier' },
  back: { en: 'Back', af: 'Terug', fr: 'Retour' },
  crossSite: {
    en: 'Items are added to the basket on the shop’s own pages.',
    af: 'Items word op die winkel se eie bladsye by die mandjie gevoeg.',
    fr: 'Les articles s’ajoutent au panier sur les pages de la boutique.',
  },
  malformed: {
    en: 'Choose an item and a quantity on the shop’s pages.',
    af: 'Kies ’n item en ’n hoeveelheid op die winkel se bladsye.',
    fr: 'Choisissez un article et une quantité sur les pages de la boutique.',
  },
  unknownOffer: {
    en: 'This item is no longer sold at this branch.',
    af: 'Hierdie item word nie meer by hierdie tak verkoop nie.',
    fr: 'Cet article n’est plus vendu dans ce magasin.',
  },
  outOfStock: {
    en: 'This item is out of stock.',
    af: 'Hierdie item is uit voorraad.',
    fr: 'Cet article est en rupture de stock.',
  },
  quantity: {
    en: 'This quantity cannot be ordered for this item.',
    af: 'Hierdie hoeveelheid kan nie vir hierdie item bestel word nie.',
    fr: 'Cette quantité ne peut pas être commandée pour cet article.',
  },
  tooManyLines: {
    en: 'Your basket is full: remove an item first.',
    af: 'Jou mandjie is vol: verwyder eers ’n item.',
    fr: 'Votre panier est plein : retirez d’abord un article.',
  },
  tooManyAtOnce: {
    en: 'Add at most 10 new items at a time, or sign in to move a whole basket.',
    af: 'Voeg hoogstens 10 nuwe items op ’n slag by, of teken in om ’n hele mandjie te skuif.',
    fr: 'Ajoutez au plus 10 nouveaux articles à la fois, ou connectez-vous pour déplacer tout un panier.',
  },
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type BasketFormRefusal = Exclude<keyof typeof MESSAGES, 'title' | 'back'>;

export function basketRefusalPage(
  look: PageLook,
  refusal: BasketFormRefusal,
  backTo: string,
): string {
  const { locale } = look;
  return formPage(look, MESSAGES.title[locale], MESSAGES[refusal][locale], {
    href: backTo,
    label: MESSAGES.back[locale],
  });
}

/** Sends the refusal's page with `status` (and, for 503, when to try again). */
export function refuseBasketForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: BasketFormRefusal,
  backTo: string,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    basketRefusalPage(pageLook(request), refusal, backTo),
    retryAfterSeconds,
  );
}
