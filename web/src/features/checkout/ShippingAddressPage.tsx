/**
 * Delivery address (`/checkout/shipping_address`): one of the address book's addresses, or a new
 * one (saved to the address book at the shopper's current position).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckoutAddAddressDocument } from './CheckoutAddAddress.generated';
import { CheckoutViewerDocument } from './CheckoutViewer.generated';
import { ErrorNotice, ListSkeleton } from '../../ui/states';
import { getPosition } from '../suppliers/position';
import { updateCheckout, useCheckout, withAddress } from './checkout-store';

export function ShippingAddressPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const { data, loading, refetch } = useQuery(CheckoutViewerDocument);
  const [add, adding] = useMutation(CheckoutAddAddressDocument);
  const [formatted, setFormatted] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (loading && !data) return <ListSkeleton rows={3} />;
  const addresses = data?.viewer?.addresses;
  if (!addresses) return <ErrorNotice onRetry={() => void refetch()} />;

  const choose = (address: (typeof addresses)[number]) => {
    updateCheckout((state) =>
      withAddress(state, {
        id: address.id,
        formatted: address.formatted,
        latitude: address.location.latitude,
        longitude: address.location.longitude,
      }),
    );
    navigate('/checkout/dispatch');
  };

  const save = async () => {
    const text = formatted.trim();
    if (text.length < 5) return setError(t`Enter the street address, suburb and city`);
    setError(null);
    try {
      const position = await getPosition();
      const result = await add({
        variables: {
          input: {
            formatted: text,
            location: { latitude: position.lat, longitude: position.lon },
          },
        },
      });
      const payload = result.data?.addAddress;
      if (!payload?.address) {
        setError(payload?.errors[0]?.message ?? t`The address could not be saved`);
        return;
      }
      await refetch();
      choose(payload.address);
    } catch {
      setError(t`Internet connection lost, try again`);
    }
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
              <span>{address.formatted}</span>
            </label>
          ))}
        </fieldset>
      )}
      <form
        className="checkout-section"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <h2>
          <Trans>A new address</Trans>
        </h2>
        <label htmlFor="new-address" className="field-label">
          <Trans>Street address, suburb and city</Trans>
        </label>
        <input
          id="new-address"
          className="input"
          autoComplete="street-address"
          value={formatted}
          onChange={(event) => setFormatted(event.target.value)}
        />
        <p className="muted">
          <Trans>The driver finds you at the position of this phone now.</Trans>
        </p>
        {error && (
          <p className="notice is-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={adding.loading}>
          <Trans>Save and deliver here</Trans>
        </button>
      </form>
    </div>
  );
}
