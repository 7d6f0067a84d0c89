/**
 * The ways to pay an order may offer: the branch's providers for collection, the chosen delivery
 * option's for delivery, narrowed by the checkout configuration, and the debtor card only with an
 * accepted card at that branch. Checkout's confirmation and paying a placed order both ask it.
 */
import type { DispatchMethod, PaymentProvider, ShippingProvider } from '../generated/types';

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

/** Ways to pay offered: the debtor card only with an accepted card there. */
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
