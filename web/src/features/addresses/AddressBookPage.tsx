/** `/address_management`: the shopper's delivery addresses, newest first; add and delete. */
import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AddAddressDocument } from './AddAddress.generated';
import { AddressBookDocument } from './AddressBook.generated';
import { DeleteAddressDocument } from './DeleteAddress.generated';
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import { useConfirm } from '../../ui/confirm';
import { Empty, ErrorNotice, ListSkeleton } from '../../ui/states';
import { useAccountErrorMessages } from '../account/form';
import { AddressPicker, type PickedAddress } from './AddressPicker';
import '../account/account.css';

export function AddressBookPage() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(AddressBookDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [picking, setPicking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [addAddress] = useMutation(AddAddressDocument, {
    refetchQueries: [AddressBookDocument],
    awaitRefetchQueries: true,
  });
  const [deleteAddress] = useMutation(DeleteAddressDocument);
  const confirm = useConfirm();
  const translate = useAccountErrorMessages();
  const addresses = data?.viewer?.addresses;

  const onPick = async (address: PickedAddress): Promise<string[]> => {
    const { data: result } = await addAddress({
      variables: {
        input: {
          formatted: address.formatted,
          location: { latitude: address.latitude, longitude: address.longitude },
        },
      },
    });
    const payload = result?.addAddress;
    if (payload?.address) {
      setPicking(false);
      setStatus(t`Address saved: ${payload.address.formatted}`);
      return [];
    }
    return payload?.errors.length
      ? translate(payload.errors)
      : [t`Something went wrong, try again`];
  };

  const onDelete = async (address: AddressBook_AddressFragment) => {
    if (deleting) return;
    const yes = await confirm({
      title: <Trans>Delete this address?</Trans>,
      message: address.formatted,
      okLabel: <Trans>Delete</Trans>,
    });
    if (!yes) return;
    setDeleting(address.id);
    try {
      const { data: result } = await deleteAddress({
        variables: { input: { addressId: address.id } },
        update(cache, { data: answer }) {
          if (!answer?.deleteAddress.deletedAddressId) return;
          cache.evict({ id: cache.identify(address) });
          cache.gc();
        },
      });
      if (result?.deleteAddress.deletedAddressId) setStatus(t`Address deleted`);
      else setStatus(t`Something went wrong, try again`);
    } catch {
      setStatus(t`Something went wrong, try again`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="account-page">
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <button type="button" className="button" onClick={() => setPicking(true)}>
        <Trans>Add an address</Trans>
      </button>
      {!addresses && loading && <ListSkeleton rows={3} />}
      {!addresses && !loading && error && <ErrorNotice onRetry={() => void refetch()} />}
      {addresses && addresses.length === 0 && (
        <Empty>
          <Trans>You have no saved addresses yet.</Trans>
        </Empty>
      )}
      {addresses && addresses.length > 0 && (
        <ul className="address-list" aria-label={t`Saved addresses`}>
          {addresses.map((address) => (
            <li key={address.id} className="address-card" aria-label={address.formatted}>
              <p className="address-formatted">{address.formatted}</p>
              {address.bridgeName && (
                <p className="muted">
                  <Trans>Served by {address.bridgeName}</Trans>
                </p>
              )}
              <button
                type="button"
                className="button is-secondary is-small"
                disabled={deleting === address.id}
                aria-busy={deleting === address.id}
                onClick={() => void onDelete(address)}
                aria-label={t`Delete ${address.formatted}`}
              >
                <Trans>Delete</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {picking && <AddressPicker onClose={() => setPicking(false)} onPick={onPick} />}
    </section>
  );
}
