/**
 * The pages `POST /checkout/address` answers when it cannot do what was asked, in the shopper's
 * language (en, af, fr; the words are the web's delivery address page's): the new address's form
 * again with what is wrong beside each field and everything typed kept, or a refusal with a way
 * back to the delivery address page. No script; the form is dressed by the shop's stylesheets of
 * that page (in its classes), so the Content Security Policy holds as it is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkoutRefusalPage, type CheckoutFormRefusal } from './checkout-form-pages.js';
import type {
  AddressFieldName,
  AddressProblem,
  AddressProblems,
  TypedAddress,
} from './checkout-address-fields.js';
import { escapeHtml } from './escape-html.js';
import { describedBy, formAgainPage, formField } from './form-again-page.js';
import {
  formPage,
  sendRefusalPage,
  shopperLocale,
  type Locale,
  pageLook,
  type PageLook,
} from './form-pages.js';

export const ADDRESS_STEP = '/checkout/shipping_address';
/** The delivery address page's screen in the web's build (its stylesheets dress the form). */
export const ADDRESS_SCREEN = 'src/features/checkout/ShippingAddressPage.tsx';

const WORDS = {
  title: { en: 'Delivery address', af: 'Afleweringsadres', fr: 'Adresse de livraison' },
  back: {
    en: 'Back to the delivery address',
    af: 'Terug na die afleweringsadres',
    fr: 'Retour à l’adresse de livraison',
  },
  heading: { en: 'A new address', af: '’n Nuwe adres', fr: 'Une nouvelle adresse' },
  check: {
    en: 'Check the address: what is wrong is said beside each field.',
    af: 'Kontroleer die adres: wat verkeerd is, staan langs elke veld.',
    fr: 'Vérifiez l’adresse : ce qui ne va pas est indiqué à côté de chaque champ.',
  },
  streetAddress: { en: 'Address', af: 'Adres', fr: 'Adresse' },
  streetAddressHint: {
    en: 'House number and street, suburb, city and postal code.',
    af: 'Huisnommer en straat, voorstad, stad en poskode.',
    fr: 'Numéro et rue, quartier, ville et code postal.',
  },
  unit: {
    en: 'Unit or flat number',
    af: 'Eenheid- of woonstelnommer',
    fr: 'Numéro d’appartement ou de logement',
  },
  complex: { en: 'Complex or building', af: 'Kompleks of gebou', fr: 'Résidence ou immeuble' },
  deliveryInstructions: {
    en: 'Delivery instructions',
    af: 'Afleweringsinstruksies',
    fr: 'Instructions de livraison',
  },
  deliveryInstructionsHint: {
    en: 'For the driver, e.g. the gate code or where to leave the order.',
    af: 'Vir die bestuurder, bv. die hekkode of waar om die bestelling te los.',
    fr: 'Pour le livreur, p. ex. le code du portail ou où laisser la commande.',
  },
  save: {
    en: 'Save and deliver here',
    af: 'Stoor en lewer hier af',
    fr: 'Enregistrer et livrer ici',
  },
} satisfies Record<string, Record<Locale, string>>;

const PROBLEMS = {
  streetMissing: {
    en: 'Enter the street address, e.g. 12 Main Road, Rondebosch',
    af: 'Tik die straatadres, bv. 12 Main Road, Rondebosch',
    fr: 'Saisissez l’adresse, p. ex. 12 Main Road, Rondebosch',
  },
  houseNumberMissing: {
    en: 'Add the house number, e.g. 12 Main Road',
    af: 'Voeg die huisnommer by, bv. 12 Main Road',
    fr: 'Ajoutez le numéro de la maison, p. ex. 12 Main Road',
  },
  suburbMissing: {
    en: 'Add the suburb after the street, e.g. 12 Main Road, Rondebosch',
    af: 'Voeg die voorstad ná die straat by, bv. 12 Main Road, Rondebosch',
    fr: 'Ajoutez le quartier après la rue, p. ex. 12 Main Road, Rondebosch',
  },
  notInArea: {
    en: 'We could not find this suburb in our delivery area: check its spelling after the street, e.g. 12 Main Road, Rondebosch',
    af: 'Ons kon nie hierdie voorstad in ons afleweringsgebied vind nie: kontroleer die spelling ná die straat, bv. 12 Main Road, Rondebosch',
    fr: 'Nous n’avons pas trouvé ce quartier dans notre zone de livraison : vérifiez son orthographe après la rue, p. ex. 12 Main Road, Rondebosch',
  },
  tooLong: {
    en: 'At most {limit} characters',
    af: 'Hoogstens {limit} karakters',
    fr: '{limit} caractères au maximum',
  },
} satisfies Record<AddressProblem['kind'], Record<Locale, string>>;

/** Refusals of this form's own (the checkout's shared ones are checkout-form-pages.ts's). */
const REFUSALS = {
  notYours: {
    en: 'This address is not in your address book.',
    af: 'Hierdie adres is nie in jou adresboek nie.',
    fr: 'Cette adresse n’est pas dans votre carnet d’adresses.',
  },
  saveRefused: {
    en: 'The shop did not take this address. Check it, or choose another.',
    af: 'Die winkel het nie hierdie adres aanvaar nie. Kontroleer dit, of kies ’n ander een.',
    fr: 'La boutique n’a pas accepté cette adresse. Vérifiez-la, ou choisissez-en une autre.',
  },
  noAddress: {
    en: 'Choose one of your addresses, or add a new one.',
    af: 'Kies een van jou adresse, of voeg ’n nuwe een by.',
    fr: 'Choisissez une de vos adresses, ou ajoutez-en une nouvelle.',
  },
} satisfies Record<string, Record<Locale, string>>;

export type AddressRefusal = keyof typeof REFUSALS | CheckoutFormRefusal;

function problemText(problem: AddressProblem, locale: Locale): string {
  const text = PROBLEMS[problem.kind][locale];
  return problem.kind === 'tooLong' ? text.replace('{limit}', String(problem.limit)) : text;
}

/** The new address's form again: each problem beside its field, each field as typed. */
export function addressAgainPage(
  locale: Locale,
  typed: TypedAddress,
  problems: AddressProblems,
  stylesheets: readonly string[] = [],
): string {
  const words = (key: keyof typeof WORDS) => escapeHtml(WORDS[key][locale]);
  const field = (name: AddressFieldName, hint?: keyof typeof WORDS) => {
    const id = `address-${name}`;
    const problem = problems[name];
    const marks =
      (problem ? ' aria-invalid="true"' : '') +
      describedBy([hint && `${id}-hint`, problem && `${id}-error`]);
    const value = escapeHtml(typed[name]);
    return formField({
      id,
      label: words(name),
      hint: hint && words(hint),
      control:
        name === 'deliveryInstructions'
          ? `<textarea id="${id}" name="${name}" rows="2"${marks}>${value}</textarea>`
          : `<input id="${id}" name="${name}" type="text" value="${value}"${name === 'streetAddress' ? ' autocomplete="street-address"' : ''}${marks} />`,
      error: problem && problemText(problem, locale),
    });
  };
  return formAgainPage(
    locale,
    words('title'),
    stylesheets,
    `<section class="checkout-page"><h1>${words('title')}</h1><h2>${words('heading')}</h2>` +
      `<form class="account-form" method="post" action="/checkout/address" novalidate>` +
      `<div class="notice is-error form-errors" role="alert"><p>${words('check')}</p></div>` +
      field('streetAddress', 'streetAddressHint') +
      field('unit') +
      field('complex') +
      field('deliveryInstructions', 'deliveryInstructionsHint') +
      `<button type="submit" name="intent" value="add" class="button form-submit">${words('save')}</button></form>` +
      `<p><a href="${ADDRESS_STEP}">${words('back')}</a></p>` +
      `</section>`,
    ADDRESS_STEP,
  );
}

/** Sends the form again (422). */
export function showAddressAgain(
  request: FastifyRequest,
  reply: FastifyReply,
  typed: TypedAddress,
  problems: AddressProblems,
  stylesheets: readonly string[],
): FastifyReply {
  return sendRefusalPage(
    reply,
    422,
    addressAgainPage(shopperLocale(request), typed, problems, stylesheets),
  );
}

/** A refusal's page, in the shopper's language, leading back to the delivery address page. */
export function addressRefusalPage(look: PageLook, refusal: AddressRefusal): string {
  const { locale } = look;
  if (refusal in REFUSALS)
    return formPage(look, WORDS.title[locale], REFUSALS[refusal as keyof typeof REFUSALS][locale], {
      href: ADDRESS_STEP,
      label: WORDS.back[locale],
    });
  return checkoutRefusalPage(look, refusal as CheckoutFormRefusal, ADDRESS_STEP);
}

/** Sends a refusal's page with `status` (and, for 503 and 429, when to try again). */
export function refuseAddressForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  refusal: AddressRefusal,
  retryAfterSeconds?: number,
): FastifyReply {
  return sendRefusalPage(
    reply,
    status,
    addressRefusalPage(pageLook(request), refusal),
    retryAfterSeconds,
  );
}
