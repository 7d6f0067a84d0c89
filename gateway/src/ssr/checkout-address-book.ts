/**
 * The checkout's delivery address as the no-script forms use it: one of the signed-in shopper's
 * saved addresses, looked up by the id the `sf_checkout` cookie or the form names in their own
 * legacy address book (never taken on trust: an id of anyone else's address finds nothing).
 */
import type { RestAddress } from '@shopfront/legacy-api';
import type { Loaders } from '../loaders/index.js';
import type { SessionData } from '../session/types.js';

const ID = /^\d{1,12}$/;

/** One of the shopper's saved addresses by its id (the legacy book, through the loaders), or null. */
export async function ownAddress(
  loaders: Loaders,
  viewer: SessionData,
  addressId: string | null,
): Promise<RestAddress | null> {
  if (!addressId || !ID.test(addressId)) return null;
  const book = await loaders.addresses.load(viewer.userId);
  return book.find((address) => address.id === Number(addressId)) ?? null;
}
