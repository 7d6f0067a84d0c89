/**
 * "Where is it on the map?": the position saved with the address, as radio choices: near the
 * centre of the suburb found by the search, where it was saved (editing), the device's location,
 * or the chosen branch's.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { GEOLOCATION_OPTIONS } from '../../lib/geolocation';
import type { Suggestion } from './AddressSearch';

/** Where the saved position comes from. */
export type PositionSource = 'search' | 'saved' | 'device' | 'branch';

export interface Point {
  latitude: number;
  longitude: number;
}

interface Props {
  source: PositionSource | null;
  found: Suggestion | null;
  saved: Point | null;
  device: Point | null;
  branch: { name: string; location: Point } | null;
  error?: MessageDescriptor | null;
  onDevice: (point: Point) => void;
  onSource: (source: PositionSource) => void;
}

const coordinates = (point: Point) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

export function PositionChoice({
  source,
  found,
  saved,
  device,
  branch,
  error,
  onDevice,
  onSource,
}: Props) {
  const { i18n } = useLingui();
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<MessageDescriptor | null>(null);

  const locate = () => {
    if (!navigator.geolocation) {
      setLocateError(msg`This device cannot share its location.`);
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        onDevice({ latitude: coords.latitude, longitude: coords.longitude });
        setLocating(false);
      },
      () => {
        setLocateError(
          msg`We could not get your location. Allow location access, or search for your street.`,
        );
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  const option = (value: PositionSource, id: string, label: ReactNode, disabled = false) => (
    <div className="form-check">
      <input
        type="radio"
        id={id}
        name="address-source"
        checked={source === value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={() => onSource(value)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );

  return (
    <fieldset
      className={`form-fieldset${error ? ' has-error' : ''}`}
      aria-describedby={error ? 'address-position-error' : 'address-position-hint'}
    >
      <legend>
        <Trans>Where is it on the map?</Trans>
      </legend>
      <p className="field-hint" id="address-position-hint">
        <Trans>
          The shop uses this position for the branch, the delivery fee and the time slots; the
          driver finds you by the address.
        </Trans>
      </p>
      {found &&
        option(
          'search',
          'address-source-search',
          <Trans>Near the centre of {found.suburb} (from the search)</Trans>,
        )}
      {saved &&
        option(
          'saved',
          'address-source-saved',
          <Trans>Where it is saved now ({coordinates(saved)})</Trans>,
        )}
      {option(
        'device',
        'address-source-device',
        device ? (
          <Trans>My current location ({coordinates(device)})</Trans>
        ) : (
          <Trans>My current location</Trans>
        ),
        !device,
      )}
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
      {branch &&
        option(
          'branch',
          'address-source-branch',
          <Trans>
            The position of {branch.name} ({coordinates(branch.location)}): use this when the
            address is close to the branch
          </Trans>,
        )}
      {error && (
        <p className="field-error" id="address-position-error">
          {i18n._(error)}
        </p>
      )}
    </fieldset>
  );
}
