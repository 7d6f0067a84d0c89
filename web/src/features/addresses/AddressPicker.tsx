/**
 * The address picker: the shopper types the address, and its position comes from the device
 * ("use my current location", high accuracy, 10 s) or, with no map service to look a typed
 * address up, from the chosen branch; the screen says which position is used.
 */
import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { BranchPositionDocument } from './BranchPosition.generated';
import { GEOLOCATION_OPTIONS } from '../../lib/geolocation';
import { Dialog } from '../../ui/Dialog';
import { useSelectedSupplier } from '../suppliers/selected-supplier';
import { FormErrors, SubmitButton, TextField, focusFirstError, useSubmit } from '../account/form';
import { required } from '../account/validation';

export interface PickedAddress {
  formatted: string;
  latitude: number;
  longitude: number;
}

type Source = 'device' | 'branch';

interface Props {
  onClose: () => void;
  /** Saves the address; resolves to the shop's refusal messages (empty when saved). */
  onPick: (address: PickedAddress) => Promise<string[]>;
}

export function AddressPicker({ onClose, onPick }: Props) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const branch = useSelectedSupplier();
  const branchPosition = useQuery(BranchPositionDocument, {
    variables: { id: branch?.id ?? '' },
    skip: !branch,
  });
  const branchLocation = branchPosition.data?.supplier?.location ?? null;
  const [formatted, setFormatted] = useState('');
  const [device, setDevice] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<MessageDescriptor | null>(null);
  const [source, setSource] = useState<Source | null>(null);
  const [errors, setErrors] = useState<{
    formatted?: MessageDescriptor | null;
    position?: MessageDescriptor | null;
  }>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();

  const locate = () => {
    if (!navigator.geolocation) {
      setLocateError(msg`This device cannot share its location.`);
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setDevice({ latitude: coords.latitude, longitude: coords.longitude });
        setSource('device');
        setLocating(false);
        setErrors((current) => ({ ...current, position: null }));
      },
      () => {
        setLocateError(
          msg`We could not get your location. Allow location access, or use the branch's position.`,
        );
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const position = source === 'device' ? device : source === 'branch' ? branchLocation : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const found = {
        formatted: required(formatted),
        position: position ? null : msg`Choose where the address is`,
      };
      setErrors(found);
      setServerErrors([]);
      if (found.formatted || found.position || !position) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const refused = await onPick({
          formatted: formatted.trim(),
          latitude: position.latitude,
          longitude: position.longitude,
        });
        if (refused.length) setServerErrors(refused);
      } catch {
        setServerErrors([t`Something went wrong, try again`]);
      }
    });
  };

  const coordinates = (point: { latitude: number; longitude: number }) =>
    `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

  return (
    <Dialog title={<Trans>Add an address</Trans>} onClose={onClose} className="address-picker">
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrors messages={serverErrors} />
        <TextField
          id="address-formatted"
          label={<Trans>Address</Trans>}
          hint={<Trans>Street and number, suburb, city and postal code.</Trans>}
          autoComplete="street-address"
          value={formatted}
          onValue={(value) => {
            setFormatted(value);
            setErrors((current) => ({ ...current, formatted: null }));
          }}
          error={errors.formatted}
        />
        <fieldset
          className={`form-fieldset${errors.position ? ' has-error' : ''}`}
          aria-describedby={errors.position ? 'address-position-error' : 'address-position-hint'}
        >
          <legend>
            <Trans>Where is it on the map?</Trans>
          </legend>
          <p className="field-hint" id="address-position-hint">
            <Trans>
              We do not use a map service, so we cannot look up a typed address. The driver uses the
              position you choose here.
            </Trans>
          </p>
          <div className="form-check">
            <input
              type="radio"
              id="address-source-device"
              name="address-source"
              checked={source === 'device'}
              disabled={!device}
              aria-invalid={errors.position ? true : undefined}
              onChange={() => setSource('device')}
            />
            <label htmlFor="address-source-device">
              {device ? (
                <Trans>My current location ({coordinates(device)})</Trans>
              ) : (
                <Trans>My current location</Trans>
              )}
            </label>
          </div>
          <button
            type="button"
            className="button is-secondary is-small"
            onClick={locate}
            disabled={locating}
            aria-busy={locating}
          >
            {locating ? <Trans>Finding you…</Trans> : <Trans>Use my current location</Trans>}
          </button>
          {locateError && (
            <p className="field-error" role="alert">
              {i18n._(locateError)}
            </p>
          )}
          {branch && branchLocation && (
            <div className="form-check">
              <input
                type="radio"
                id="address-source-branch"
                name="address-source"
                checked={source === 'branch'}
                aria-invalid={errors.position ? true : undefined}
                onChange={() => {
                  setSource('branch');
                  setErrors((current) => ({ ...current, position: null }));
                }}
              />
              <label htmlFor="address-source-branch">
                <Trans>
                  The position of {branch.name} ({coordinates(branchLocation)}): use this when the
                  address is close to the branch
                </Trans>
              </label>
            </div>
          )}
          {errors.position && (
            <p className="field-error" id="address-position-error">
              {i18n._(errors.position)}
            </p>
          )}
        </fieldset>
        <SubmitButton busy={busy}>
          <Trans>Save address</Trans>
        </SubmitButton>
      </form>
    </Dialog>
  );
}
