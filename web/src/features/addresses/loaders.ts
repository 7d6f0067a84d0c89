import { preloadQuery } from '../../apollo/client';
import { ownData } from '../../core/route-loaders';
import { AddressBookDocument } from './AddressBook.generated';

export function addressBookLoader() {
  return { queryRef: preloadQuery(AddressBookDocument, ownData) };
}

export type AddressBookLoaderData = ReturnType<typeof addressBookLoader>;
