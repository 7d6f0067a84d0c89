/**
 * An offer's Add button: opens the add-to-cart modal; once in the basket it shows the quantity.
 * With `oneTap`, a whole item (not weighed, not a stokvel price with a minimum) is added at once,
 * one of it, with no dialog; the dialog stays for what needs a choice. While an order is edited
 * the addition goes to that order, and the button says so.
 * Where no branch serves the shopper (they said or the device told) it is disabled: "Not here".
 * An offer that has not started yet (an upcoming leaflet special) shows its start day instead,
 * disabled: "From 27 Nov".
 *
 * "Add" is a form (`POST /basket`, BasketForm): a tap before the page's scripts have run, or with
 * JavaScript off, adds the least the offer sells (one of a whole item) on the server and comes
 * back to the page. A cached public page cannot know the shopper's basket, so the form asks for at
 * least that (`atLeast`): a line they already have is never lowered. Once hydrated, the tap adds
 * at once or opens the dialog, as above; a one-tap Add before the basket has been read waits for
 * it, and adds nothing if the basket already holds the offer.
 */
import { useHydrated, useScriptReady } from '../../ui/use-hydrated';
import { Trans, useLingui } from '@lingui/react/macro';
import { BasketForm } from '../basket/BasketForm';
import { lazy, Suspense, useState } from 'react';
import { serverName } from '../../lib/server-text';
import { useNavigate } from 'react-router';
import { formatDayMonth } from '../../lib/dates';
import { trackAddToCart, trackSelectItem } from '../../lib/analytics';
import { useAppConfig } from '../../core/config/app-config';
import { formatStored, storedFromShown } from '../../lib/quantity';
import { lineQuantity, loadBasket, setLine } from '../basket/cart-store';
import { useBasketKnownHere, useLineQuantity } from '../basket/basket-quantities';
import { useOrdersState } from '../../core/orders-store';
import { useServiceArea } from '../../core/service-area';
import { analyticsOffer, rulesOf, startsLater, toCartOffer, type Offer } from './offer-model';
import { useNotChangedNotice } from '../basket/use-not-changed-notice';

const AddToCartModal = lazy(async () => ({
  default: (await import('./AddToCartModal')).AddToCartModal,
}));

interface Props {
  offer: Offer;
  /** Name of the list for analytics, e.g. `Search`. */
  listName: string;
  /** Names the branch in the button's accessible name (a list of one product at many branches). */
  atBranch?: string;
  /** Add a whole item in one tap, without the dialog (a category grid card). */
  oneTap?: boolean;
}

/** Nothing to choose: one of a whole item at its one price. */
const addsInOneTap = (offer: Offer) => !offer.perKg && !offer.stokvel;

export function AddToBasketButton({ offer, listName, atBranch, oneTap = false }: Props) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const notChanged = useNotChangedNotice();
  const { currencyCode } = useAppConfig();
  const [open, setOpen] = useState(false);
  const toOrder = !!useOrdersState().editing?.proxy;
  // The server renders the Add form (a shared page cannot know the basket), and so does the
  // browser while it hydrates: a part of the page hydrated after the basket's answer came in
  // would otherwise show the line's quantity where the server sent "Add" (a hydration mismatch,
  // and React paints the whole page again). The quantity shows right after.
  const hydrated = useHydrated();
  const quantity = useLineQuantity(offer.id);
  const inBasket = hydrated ? quantity : 0;
  const basketKnown = useBasketKnownHere();
  const offerName = serverName(i18n, offer.name);
  const name = atBranch ? t`${offerName} at ${atBranch}` : offerName;
  const qty = inBasket ? formatStored(inBasket, rulesOf(offer), i18n.locale) : '';
  const unserved = useServiceArea().status === 'unserved';
  const scriptReady = useScriptReady();
  if (unserved && !inBasket) {
    return (
      <button
        type="button"
        className="button offer-add is-upcoming"
        disabled
        aria-label={t`${name} is not delivered to your area`}
      >
        <Trans>Not here</Trans>
      </button>
    );
  }
  if (offer.startAt && startsLater(offer)) {
    const day = formatDayMonth(offer.startAt, i18n.locale);
    return (
      <button
        type="button"
        className="button offer-add is-upcoming"
        disabled
        aria-label={t`${name} can be added from ${day}`}
      >
        <Trans>From {day}</Trans>
      </button>
    );
  }
  const addOne = () => {
    const editedOrderId = setLine(toCartOffer(offer), 1, notChanged(offerName));
    trackAddToCart(analyticsOffer(offer), 1, currencyCode);
    // An addition to the order being edited takes the shopper back to that order.
    if (editedOrderId) void navigate(`/orders/${editedOrderId}`);
  };
  const choose = () => {
    trackSelectItem(analyticsOffer(offer), listName);
    if (oneTap && !inBasket && addsInOneTap(offer)) {
      if (basketKnown || toOrder) addOne();
      // Before the basket is read, a line it already holds is kept as it is, never set to 1.
      else
        void loadBasket().then((basket) => {
          if (!lineQuantity(basket, offer.id)) addOne();
        });
    } else setOpen(true);
  };
  const rules = rulesOf(offer);
  return (
    <>
      {inBasket ? (
        <button
          type="button"
          className="button offer-add is-in-basket"
          {...scriptReady}
          aria-label={t`Change ${name} in basket (${qty})`}
          onClick={choose}
        >
          {qty}
        </button>
      ) : (
        <BasketForm
          line={{
            offerId: offer.id,
            sellableId: offer.sellable.id,
            supplierId: offer.supplier.id,
            quantity: storedFromShown(rules.min, rules),
            seenPriceInCents: offer.priceInCents,
            atLeast: true,
          }}
          onHydratedSubmit={choose}
        >
          <button
            type="submit"
            className="button offer-add"
            disabled={offer.outOfStock}
            aria-label={toOrder ? t`Add ${name} to order` : t`Add ${name} to basket`}
          >
            <Trans>Add</Trans>
          </button>
        </BasketForm>
      )}
      {open && (
        <Suspense fallback={null}>
          <AddToCartModal offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
