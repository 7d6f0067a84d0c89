/** Pure checkout rules (spec 1 section 4, spec 2 section 4), unit tested. */
import type { DispatchMethod, PaymentProvider, ShippingProvider } from '../../generated/graphql';

export interface CartLike {
  items: { offer: { supplierId: string; outOfStock: boolean } }[];
}

/** The one supplier the basket is with; null when it is empty or mixes suppliers. */
export function basketSupplierId(cart: CartLike): string | null {
  const ids = new Set(cart.items.map((line) => line.offer.supplierId));
  return ids.size === 1 ? [...ids][0]! : null;
}

export type ConfigProblem = 'agency' | 'market' | null;

/**
 * Agency checkout needs at least one item and a supplier; market checkout needs at least one
 * shipping option in the client config (and, to place an order, one supplier's basket).
 */
export function checkoutConfigProblem(input: {
  mode: 'MARKET' | 'AGENCY';
  itemCount: number;
  supplierId: string | null;
  shippingOptionCount: number;
}): ConfigProblem {
  if (input.mode === 'AGENCY') return input.itemCount > 0 && input.supplierId ? null : 'agency';
  return input.shippingOptionCount > 0 && input.itemCount > 0 && input.supplierId ? null : 'market';
}

export interface PaymentChoiceInput {
  dispatch: DispatchMethod;
  shippingProvider: ShippingProvider;
  /** Every provider of the supplier's client config. */
  clientProviders: PaymentProvider[];
  /** Delivery options with their payment options. */
  shipping: { provider: ShippingProvider; paymentOptions: PaymentProvider[] }[];
  /** Providers accepted by the checkout configuration (empty: no restriction). */
  checkoutProviders: PaymentProvider[];
  /** The shopper's debtor cards. */
  debtorCards: { supplierId: string; status: string }[];
  supplierId: string;
}

/** Ways to pay offered at confirmation: the debtor card only with an accepted card there. */
export function paymentChoices(input: PaymentChoiceInput): PaymentProvider[] {
  const base =
    input.dispatch === 'DELIVER'
      ? (input.shipping.find((option) => option.provider === input.shippingProvider)
          ?.paymentOptions ?? [])
      : input.clientProviders;
  const accepted = input.debtorCards.some(
    (card) => card.supplierId === input.supplierId && card.status === 'ACCEPTED',
  );
  return base.filter(
    (provider, index) =>
      base.indexOf(provider) === index &&
      (input.checkoutProviders.length === 0 || input.checkoutProviders.includes(provider)) &&
      (provider !== 'DEBTORCARD' || accepted),
  );
}

/** Credit checkout applies when the subtotal is at most the wallet credit. */
export function isCreditCheckout(subtotalInCents: number, creditInCents: number): boolean {
  return creditInCents > 0 && subtotalInCents <= creditInCents;
}
