/** An address book entry as the checkout keeps it: the legacy line and position, and its parts to show. */
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import type { CheckoutAddress } from '../../core/checkout-store';

export function checkoutAddressOf(address: AddressBook_AddressFragment): CheckoutAddress {
  return {
    id: address.id,
    formatted: address.formatted,
    latitude: address.location.latitude,
    longitude: address.location.longitude,
    streetAddress: address.streetAddress,
    unit: address.unit ?? null,
    complex: address.complex ?? null,
    deliveryInstructions: address.deliveryInstructions ?? null,
  };
}
