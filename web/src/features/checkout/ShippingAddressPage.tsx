/**
 * Delivery address (`/checkout/shipping_address`): one of the address book's addresses, or a new
 * one (saved to the address book, then chosen): typed in a plain form, or, once the scripts run,
 * found by the address search.
 *
 * Rendered on the server for a signed-in shopper, both are forms that work before the scripts and
 * without them (`POST /checkout/address`, docs/adr/0062: the gateway keeps the address's id with
 * the other checkout choices, in the `sf_checkout` cookie); once hydrated, the app takes them over.
 * The search's button is on the server's page too (waiting for the scripts), so hydrating moves
 * nothing; without the scripts it is hidden (`.needs-script`).
 */
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressBookDocument } from '../addresses/AddressBook.generated';
import type { AddressBook_AddressFragment } from '../addresses/AddressBook_address.generated';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { useHydrated, useScriptReady } from '../../ui/use-hydrated';
import { AddressLines } from '../addresses/AddressLines';
import { AddressPicker } from '../addresses/AddressPicker';
import { checkoutAddressOf } from '../addresses/checkout-address';
import { useSaveAddress } from '../addresses/useSaveAddress';
import { updateCheckout, useCheckout, withAddress } from '../../core/checkout-store';
import { NewAddressForm } from './NewAddressForm';

export function ShippingAddressPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const hydrated = useHydrated();
  const scriptReady = useScriptReady();
  const { data, loading, refetch } = useQuery(AddressBookDocument);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAddress();

  if (loading && !data) return <ListSkeleton rows={3} />;
  const addresses = data?.viewer?.addresses;
  if (!addresses) return <ErrorNotice onRetry={() => void refetch()} />;

  const choose = (address: AddressBook_AddressFragment) => {
    updateCheckout((state) => withAddress(state, checkoutAddressOf(address)));
    navigate('/checkout/dispatch');
  };

  return (
    <div className="checkout-page">
      {addresses.length > 0 && (
        <form
          method="post"
          action="/checkout/address"
          onSubmit={(event) => {
            event.preventDefault();
            const picked = new FormData(event.currentTarget).get('addressId');
            const address = addresses.find((candidate) => candidate.id === picked);
            if (address) choose(address);
            else setError(t`Choose one of your addresses, or add a new one.`);
          }}
        >
          <fieldset className="choice-group">
            <legend>
              <Trans>Your addresses</Trans>
            </legend>
            {addresses.map((address) => (
              <label key={address.id} className="choice">
                <input
                  type="radio"
                  name="addressId"
                  value={address.id}
                  checked={checkout.address?.id === address.id}
                  onChange={() => choose(address)}
                />
                <AddressLines address={address} />
              </label>
            ))}
          </fieldset>
          {error && (
            <p className="notice is-error" role="alert">
              {error}
            </p>
          )}
          <div className="checkout-actions">
            <button type="submit" className="button">
              <Trans>Deliver to this address</Trans>
            </button>
          </div>
        </form>
      )}
      <section className="checkout-section" aria-labelledby="new-address-heading">
        <h2 id="new-address-heading">
          <Trans>A new address</Trans>
        </h2>
        {/* The address search needs the scripts: its place is on the server's page too (waiting
            for them, aria-disabled), so it moves nothing when they come; hidden without them. */}
        <div className="needs-script">
          <p className="muted">
            <Trans>Find your street or suburb, add the house number, and we deliver there.</Trans>
          </p>
          <button
            type="button"
            className="button is-secondary"
            {...scriptReady}
            onClick={() => {
              if (hydrated) setAdding(true);
            }}
          >
            <Trans>Add a new address</Trans>
          </button>
        </div>
        <NewAddressForm labelledBy="new-address-heading" onSaved={choose} />
      </section>
      {adding && (
        <AddressPicker
          title={<Trans>A new address</Trans>}
          onClose={() => setAdding(false)}
          onPick={save(null, (saved) => {
            setAdding(false);
            choose(saved.address);
          })}
        />
      )}
    </div>
  );
}
