import type { LoaderFunctionArgs } from 'react-router';
import { contextOf } from '../../core/request-context';
import { ownData } from '../../core/route-loaders';
import { AddressBookDocument } from './AddressBook.generated';

export function addressBookLoader(args: Pick<LoaderFunctionArgs, 'context'>) {
  return { queryRef: contextOf(args).preloadQuery(AddressBookDocument, ownData) };
}

export type AddressBookLoaderData = ReturnType<typeof addressBookLoader>;
