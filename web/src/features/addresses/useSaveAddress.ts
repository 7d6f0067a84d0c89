/**
 * Saves the address form: `addAddress`, or `updateAddress` for an edit. An edited address gets a
 * new id (the legacy API cannot change one in place, ADR 12), so a checkout that had chosen the
 * old one is moved to the new one.
 */
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { AddAddressDocument } from './AddAddress.generated';
import { AddressBookDocument } from './AddressBook.generated';
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import { UpdateAddressDocument } from './UpdateAddress.generated';
import { useAccountErrorMessages } from '../account/form';
import { updateCheckout, withAddress } from '../../core/checkout-store';
import type { PickedAddress } from './AddressPicker';
import { checkoutAddressOf } from './checkout-address';

export interface Saved {
  address: AddressBook_AddressFragment;
  /** An edit saved the new address but could not delete the old one. */
  oldKept: boolean;
}

export function useSaveAddress() {
  const { t } = useLingui();
  const translate = useAccountErrorMessages();
  const refetch = { refetchQueries: [AddressBookDocument], awaitRefetchQueries: true };
  const [addAddress] = useMutation(AddAddressDocument, refetch);
  const [updateAddress] = useMutation(UpdateAddressDocument, refetch);

  return (old: AddressBook_AddressFragment | null, onSaved: (saved: Saved) => void) =>
    async (picked: PickedAddress): Promise<string[]> => {
      const parts = {
        formatted: picked.formatted,
        unit: picked.unit || null,
        complex: picked.complex || null,
        deliveryInstructions: picked.deliveryInstructions || null,
      };
      const location = { latitude: picked.latitude, longitude: picked.longitude };
      const payload = old
        ? (await updateAddress({ variables: { input: { ...parts, location, addressId: old.id } } }))
            .data?.updateAddress
        : (await addAddress({ variables: { input: { ...parts, location } } })).data?.addAddress;
      if (!payload?.address) {
        return payload?.errors.length
          ? translate(payload.errors)
          : [t`Something went wrong, try again`];
      }
      const address = payload.address;
      if (old) {
        updateCheckout((state) =>
          state.address?.id === old.id ? withAddress(state, checkoutAddressOf(address)) : state,
        );
      }
      onSaved({
        address,
        oldKept: old !== null && !('replacedAddressId' in payload && payload.replacedAddressId),
      });
      return [];
    };
}
