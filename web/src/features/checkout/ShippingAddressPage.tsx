/**
 * Delivery address (`/checkout/shipping_address`): one of the address book's addresses, or a new
 * one found by the address search (saved to the address book, then chosen).
 */
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressBookDocument } from '../addresses/AddressBook.generated';
import type { AddressBook_AddressFragment } from '../addresses/AddressBook_address.generated';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { AddressLines } from '../addresses/AddressLines';
import { AddressPicker } from '../addresses/AddressPicker';
import { checkoutAddressOf } from '../addresses/checkout-address';
import { useSaveAddress } from '../addresses/useSaveAddress';
import { updateCheckout, useCheckout, withAddress } from '../../core/checkout-store';

export function ShippingAddressPage() {
  const navigate = useNavigate();
  const checkout = useCheckout();
  const { data, loading, refetch } = useQuery(AddressBookDocument);
  const [adding, setAdding] = useState(false);
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
        <fieldset className="choice-group">
          <legend>
            <Trans>Your addresses</Trans>
          </legend>
          {addresses.map((address) => (
            <label key={address.id} className="choice">
              <input
                type="radio"
                name="address"
                checked={checkout.address?.id === address.id}
                onChange={() => choose(address)}
              />
              <AddressLines address={address} />
            </label>
          ))}
        </fieldset>
      )}
      <section className="checkout-section">
        <h2>
          <Trans>A new address</Trans>
        </h2>
        <p className="muted">
          <Trans>Find your street or suburb, add the house number, and we deliver there.</Trans>
        </p>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          <Trans>Add a new address</Trans>
        </button>
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
