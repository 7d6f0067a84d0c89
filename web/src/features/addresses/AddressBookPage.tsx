/** `/address_management`: the shopper's delivery addresses, newest first; add, edit and delete. */
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { usePreloadedQuery } from '../../apollo/use-preloaded-query';
import type { AddressBookLoaderData } from './loaders';
import { DeleteAddressDocument } from './DeleteAddress.generated';
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import { useConfirm } from '../../ui/confirm';
import { Empty, ErrorNotice } from '../../ui/states';
import { SuccessAlert, useSuccessAlert } from '../../ui/SuccessAlert';
import { AddressLines, useAddressTitle } from './AddressLines';
import { AddressPicker } from './AddressPicker';
import { useSaveAddress } from './useSaveAddress';
import '../account/account.css';
import './addresses.css';

/** Which form is open: a new address, or the one being edited. */
type Editing = { kind: 'add' } | { kind: 'edit'; address: AddressBook_AddressFragment } | null;

export function AddressBookPage() {
  const { t } = useLingui();
  // Started by the route's loader (loaders.ts); the shell's skeleton shows until it answers.
  const { queryRef } = useLoaderData<AddressBookLoaderData>();
  const { data, error, refetch } = usePreloadedQuery(queryRef);
  const [editing, setEditing] = useState<Editing>(null);
  const done = useSuccessAlert();
  const [warning, setWarning] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleteAddress] = useMutation(DeleteAddressDocument);
  const confirm = useConfirm();
  const save = useSaveAddress();
  const title = useAddressTitle();
  const addresses = data?.viewer?.addresses;

  const onPick = (old: AddressBook_AddressFragment | null) =>
    save(old, (saved) => {
      setEditing(null);
      done.show(
        old
          ? t`Address changed: ${title(saved.address)}`
          : t`Address saved: ${title(saved.address)}`,
      );
      setWarning(
        saved.oldKept
          ? t`The changed address is saved, but the old one could not be removed. Delete it below.`
          : null,
      );
    });

  const onDelete = async (address: AddressBook_AddressFragment) => {
    if (deleting) return;
    const yes = await confirm({
      title: <Trans>Delete this address?</Trans>,
      message: title(address),
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
      if (result?.deleteAddress.deletedAddressId) {
        done.show(t`Address deleted`);
        setWarning(null);
      } else setWarning(t`Something went wrong, try again`);
    } catch {
      setWarning(t`Something went wrong, try again`);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="account-page">
      <SuccessAlert alert={done} />
      {warning && (
        <p className="notice is-error" role="alert">
          {warning}
        </p>
      )}
      <button type="button" className="button" onClick={() => setEditing({ kind: 'add' })}>
        <Trans>Add an address</Trans>
      </button>
      {!addresses && error && <ErrorNotice onRetry={() => void refetch()} />}
      {addresses && addresses.length === 0 && (
        <Empty>
          <Trans>You have no saved addresses yet.</Trans>
        </Empty>
      )}
      {addresses && addresses.length > 0 && (
        <ul className="address-list" aria-label={t`Saved addresses`}>
          {addresses.map((address) => (
            <li key={address.id} className="address-card" aria-label={title(address)}>
              <AddressLines address={address} />
              {address.bridgeName && (
                <p className="muted">
                  <Trans>Served by {address.bridgeName}</Trans>
                </p>
              )}
              <div className="address-card-actions">
                <button
                  type="button"
                  className="button is-secondary is-small"
                  onClick={() => setEditing({ kind: 'edit', address })}
                  aria-label={t`Edit ${title(address)}`}
                >
                  <Trans>Edit</Trans>
                </button>
                <button
                  type="button"
                  className="button is-secondary is-small"
                  disabled={deleting === address.id}
                  aria-busy={deleting === address.id}
                  onClick={() => void onDelete(address)}
                  aria-label={t`Delete ${title(address)}`}
                >
                  <Trans>Delete</Trans>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddressPicker
          title={
            editing.kind === 'add' ? <Trans>Add an address</Trans> : <Trans>Edit the address</Trans>
          }
          address={editing.kind === 'edit' ? editing.address : undefined}
          onClose={() => setEditing(null)}
          onPick={onPick(editing.kind === 'edit' ? editing.address : null)}
        />
      )}
    </section>
  );
}
