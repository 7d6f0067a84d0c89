/**
 * Dispatch (`/checkout/dispatch`): collect or deliver (with the supplier's delivery options and
 * their cost), the delivery address, and the time slot from the supplier's timeslots. A basket
 * with stokvel offers is collected (./stokvel): delivery is not offered for it.
 *
 * The step is a form: rendered on the server for a signed-in shopper, it posts to
 * `POST /checkout/dispatch` (the gateway keeps the choice in the `sf_checkout` cookie and goes on
 * to the confirmation) with JavaScript off or before the scripts; once hydrated, the app takes
 * the submit over. Without a script a "Show" button shows another way's or day's slots.
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppConfig } from '../../core/config/app-config';
import { CheckoutSetupDocument } from './CheckoutSetup.generated';
import { ClosedBranchNotice } from '../../ui/ClosedMark';
import { CheckoutTimeslotsDocument } from './CheckoutTimeslots.generated';
import { formatMoney } from '../../lib/money';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { AddressLines } from '../addresses/AddressLines';
import { useBasket } from '../basket/basket-view';
import { useBasketDelivery } from '../basket/useBasketDelivery';
import { MinimumOrderNotice } from '../../ui/MinimumOrderNotice';
import { minimumShortfall } from '../../core/minimum-order';
import {
  getCheckout,
  updateCheckout,
  useCheckout,
  withDispatch,
  withTimeslot,
} from '../../core/checkout-store';
import { useClientStores } from '../../core/client-state';
import { useDispatchWords } from '../../core/dispatch-name';
import { DispatchOptions } from './DispatchOptions';
import { basketHasStokvel } from './stokvel';
import { timeslotQuery } from './checkout-queries';
import { TimeslotGrid } from './TimeslotGrid';
import { ShowSlotsButton } from './ShowSlotsButton';
import { LostSlotNotice, useChosenSlotCheck } from './ChosenSlotCheck';
import { BasketAside } from './BasketAside';
import { useLastDeliveryAddress } from './useLastDeliveryAddress';

export function DispatchPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const config = useAppConfig();
  const checkout = useCheckout();
  const stores = useClientStores();
  const basket = useBasket();
  useLastDeliveryAddress();
  const supplierId = checkout.supplierId ?? '';
  const setup = useQuery(CheckoutSetupDocument, { variables: { supplierId } });
  const dispatchWords = useDispatchWords(checkout.dispatch);
  const delivery = useBasketDelivery(checkout.supplierId);
  const stokvel = basketHasStokvel({ items: basket.lines });
  const mustCollect = stokvel && checkout.dispatch === 'DELIVER';
  const needsAddress = checkout.dispatch === 'DELIVER' && !checkout.address;
  // Started by the route's loader (loaders.ts) with the same variables: read from the cache.
  const slots = useQuery(CheckoutTimeslotsDocument, timeslotQuery(checkout, stokvel));
  // A slot chosen on an earlier visit that has passed (or filled up) is dropped, and said so.
  useChosenSlotCheck(slots.data?.timeslots);

  // A delivery chosen before stokvel offers joined the basket: stokvel bulk buys are collected.
  useEffect(() => {
    if (mustCollect) updateCheckout((state) => withDispatch(state, 'COLLECT', 'COLLECT'));
  }, [mustCollect]);
  // Said in the words of the way the page shows: a way tapped before the scripts is taken up at
  // Continue itself, and the page then shows it.
  const [slotMissing, setSlotMissing] = useState(false);

  if (setup.loading && !setup.data) return <ListSkeleton rows={3} />;
  if (!setup.data) return <ErrorNotice onRetry={() => void setup.refetch()} />;
  const { clientConfig, supplier, checkoutConfig } = setup.data;
  const money = (cents: number) => formatMoney(cents, config.currencySymbol);
  // Below the minimum the order cannot be placed: stop here, not at the confirmation.
  const minimum = checkoutConfig?.minimumOrderInCents ?? 0;
  const shortfall = minimumShortfall(basket.summary.totalInCents, minimum);
  if (shortfall > 0)
    return (
      <div className="checkout-page">
        <MinimumOrderNotice minimum={money(minimum)} shortfall={money(shortfall)} />
        <div className="checkout-actions">
          <Link className="button" to="/basket">
            <Trans>Back to the basket</Trans>
          </Link>
        </div>
      </div>
    );
  const chosen = `${checkout.dispatch}:${checkout.shippingProvider}`;

  const next = () => {
    // The choices as they are now, not as this render had them: a way or slot tapped before the
    // scripts is taken up at the submit, just before this (use-early-radio.ts).
    const now = getCheckout(stores);
    // Delivering needs an address: straight to choosing it (which comes back here, to the slots).
    if (now.dispatch === 'DELIVER' && !now.address) return navigate('/checkout/shipping_address');
    if (!now.timeslot) return setSlotMissing(true);
    navigate('/checkout/confirmation');
  };

  return (
    <form
      className="checkout-page"
      method="post"
      action="/checkout/dispatch"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <DispatchOptions
        options={clientConfig.dispatch}
        delivery={delivery}
        stokvel={stokvel}
        chosen={chosen}
        branchName={supplier?.name ?? ''}
        money={money}
        onChoose={(option) => {
          setSlotMissing(false);
          updateCheckout((state) => withDispatch(state, option.method, option.shippingProvider));
        }}
      />
      <ShowSlotsButton of="way" />

      {checkout.dispatch === 'DELIVER' && (
        <section className="checkout-section" aria-labelledby="address-heading">
          <h2 id="address-heading">
            <Trans>Delivery address</Trans>
          </h2>
          <p data-testid="delivery-address">
            {!checkout.address ? (
              <Trans>No delivery address chosen yet.</Trans>
            ) : checkout.address.streetAddress ? (
              <AddressLines
                address={{
                  streetAddress: checkout.address.streetAddress,
                  unit: checkout.address.unit ?? null,
                  complex: checkout.address.complex ?? null,
                  deliveryInstructions: checkout.address.deliveryInstructions ?? null,
                }}
              />
            ) : (
              checkout.address.formatted
            )}
          </p>
          <Link className="button is-secondary" to="/checkout/shipping_address">
            {checkout.address ? (
              <Trans>Change delivery address</Trans>
            ) : (
              <Trans>Choose a delivery address</Trans>
            )}
          </Link>
        </section>
      )}

      <LostSlotNotice />
      {!needsAddress && (
        <section className="checkout-section">
          <ClosedBranchNotice branchName={supplier?.name ?? ''} closedText={supplier?.closedText} />
          <h2 className="field-label" id="timeslot-heading">
            {dispatchWords.timeSlot}
          </h2>
          {slots.loading && !slots.data ? (
            <ListSkeleton rows={1} />
          ) : slots.error && !slots.data ? (
            <ErrorNotice onRetry={() => void slots.refetch()} />
          ) : slots.data && slots.data.timeslots.length === 0 ? (
            <p className="notice is-error">
              <Trans>No time slots are available. Choose another way to get your order.</Trans>
            </p>
          ) : (
            slots.data && (
              <TimeslotGrid
                slots={slots.data.timeslots}
                chosen={checkout.timeslot}
                firstDay={search.get('day')}
                label={dispatchWords.timeSlot}
                onChoose={(slot) => {
                  setSlotMissing(false);
                  // A slot of the way this grid shows. A slot and another way both tapped before
                  // the scripts are taken up together, the way first: the slot is then of the way
                  // left, and dropped (as the server's form drops it).
                  updateCheckout((state) =>
                    state.dispatch === checkout.dispatch &&
                    state.shippingProvider === checkout.shippingProvider
                      ? withTimeslot(state, slot.value)
                      : state,
                  );
                }}
              />
            )
          )}
        </section>
      )}

      {slotMissing && (
        <p className="notice is-error" role="alert">
          {dispatchWords.timeSlotRequired}
        </p>
      )}
      <div className="checkout-actions">
        <button type="submit" className="button">
          <Trans>Continue</Trans>
        </button>
      </div>
      <BasketAside branchName={supplier?.name ?? ''} />
    </form>
  );
}
