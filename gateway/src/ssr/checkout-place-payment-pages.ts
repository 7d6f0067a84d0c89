/**
 * The pages the no-script payment forms (`POST /checkout/place` with a gateway page,
 * `POST /orders/{id}/pay`, the gateway's return) answer when they cannot do what was asked, in
 * the shopper's language (en, af, fr), each leading back to the order (or the orders).
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
  title: { en: 'Payment', af: 'Betaling', fr: 'Paiement' },
  back: { en: 'Back to your order', af: 'Terug na jou bestelling', fr: 'Retour à votre commande' },
  backToOrders: { en: 'Your orders', af: 'Jou bestellings', fr: 'Vos commandes' },
  crossSite: {
    en: 'Payments are started on the shop’s own pages.',
    af: 'Betalings word op die winkel se eie bladsye begin.',
    fr: 'Les paiements se lancent depuis les pages de la boutique.',
  },
  malformed: {
    en: 'Start the payment from your order’s page.',
    af: 'Begin die betaling op jou bestelling se bladsy.',
    fr: 'Lancez le paiement depuis la page de votre commande.',
  },
  notYours: {
    en: 'This order is not among yours.',
    af: 'Hierdie bestelling is nie een van joune nie.',
    fr: 'Cette commande ne figure pas parmi les vôtres.',
  },
  needsScript: {
    en: 'This way to pay needs JavaScript: switch JavaScript on to pay with it.',
    af: 'Hierdie betaalwyse het JavaScript nodig: skakel JavaScript aan om daarmee te betaal.',
    fr: 'Ce moyen de paiement a besoin de JavaScript : activez JavaScript pour l’utiliser.',
  },
  notStarted: {
    en: 'Your order is placed, but the payment could not start. Try again in a moment from your order.',
    af: 'Jou bestelling is geplaas, maar die betaling kon nie begin nie. Probeer oor ’n oomblik weer van jou bestelling af.',
    fr: 'Votre commande est passée, mais le paiement n’a pas pu commencer. Réessayez dans un instant depuis votre commande.',
  },
  ...SHARED_REFUSALS,
} satisfies Record<string, Record<Locale, string>>;

export type PaymentFormRefusal = Exclude<keyof typeof MESSAGES, 'title' | 'back' | 'backToOrders'>;

export function paymentRefusalPage(
  look: PageLook,
  refusal: PaymentFormRefusal,
  orderId: string | null,
): string {
  const { locale } = look;
  return formPage(
    look,
    MESSAGES.title[locale],
    MESSAGES[refusal][locale],
    orderId
      ? { href: `/orders/${orderId}`, label: MESSAGES.back[locale] }
      : { href: '/orders', label: MESSAGES.backToOrders[locale] },
  );
}

/** Sends the refusal's page with `status` (and, for 503 and 429, when to try again). */
export function refusePaymentForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: PaymentFormRefusal,
  orderId: string | null,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    paymentRefusalPage(pageLook(request), refusal, orderId),
    retryAfterSeconds,
  );
}
