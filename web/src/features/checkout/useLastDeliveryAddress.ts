/**
 * Puts forward the saved address the shopper last delivered to when a delivery has no address yet
 * (a basket from another branch, or back from collecting). The address book is asked afresh: an
 * address deleted since, or one that belonged to whoever used this device before, is not found
 * there and nothing is chosen.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AddressBookDocument } from '../addresses/AddressBook.generated';
import { checkoutAddressOf } from '../addresses/checkout-address';
import {
  addressToPutForward,
  updateCheckout,
  useCheckout,
  withAddress,
} from '../../core/checkout-store';

export function useLastDeliveryAddress(): void {
  const wanted = addressToPutForward(useCheckout());
  const book = useQuery(AddressBookDocument, { skip: !wanted, fetchPolicy: 'network-only' });
  const addresses = wanted ? book.data?.viewer?.addresses : undefined;

  useEffect(() => {
    if (!wanted || !addresses) return;
    const found = addresses.find((address) => address.id === wanted);
    updateCheckout((state) => {
      if (addressToPutForward(state) !== wanted) return state;
      // Gone from the book: forgotten, so it is not asked about again.
      return found
        ? withAddress(state, checkoutAddressOf(found))
        : { ...state, lastAddressId: null };
    });
  }, [wanted, addresses]);
}
