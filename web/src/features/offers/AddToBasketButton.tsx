/** An offer's Add button: opens the add-to-cart modal; once in the basket it shows the quantity. */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { trackSelectItem } from '../../lib/analytics';
import { formatStored } from '../../lib/quantity';
import { lineQuantity, useCart } from '../basket/cart-store';
import { analyticsOffer, rulesOf, type Offer } from './offer-model';

const AddToCartModal = lazy(async () => ({
  default: (await import('./AddToCartModal')).AddToCartModal,
}));

interface Props {
  offer: Offer;
  /** Name of the list for analytics, e.g. `Search`. */
  listName: string;
  /** Names the branch in the button's accessible name (a list of one product at many branches). */
  atBranch?: string;
}

export function AddToBasketButton({ offer, listName, atBranch }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const inBasket = lineQuantity(useCart(), offer.id);
  const offerName = offer.name;
  const name = atBranch ? t`${offerName} at ${atBranch}` : offerName;
  const qty = inBasket ? formatStored(inBasket, rulesOf(offer)) : '';
  return (
    <>
      <button
        type="button"
        className={`button offer-add${inBasket ? ' is-in-basket' : ''}`}
        disabled={offer.outOfStock && !inBasket}
        aria-label={inBasket ? t`Change ${name} in basket (${qty})` : t`Add ${name} to basket`}
        onClick={() => {
          trackSelectItem(analyticsOffer(offer), listName);
          setOpen(true);
        }}
      >
        {inBasket ? qty : <Trans>Add</Trans>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AddToCartModal offer={offer} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
