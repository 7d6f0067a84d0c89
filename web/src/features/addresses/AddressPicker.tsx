/**
 * The address form, to add or edit an address: the shopper searches for their street or suburb
 * (the gateway's gazetteer of the delivery area, no map service needed), adds the house number,
 * the unit, complex and what the driver should know. The position comes from the search, the
 * device ("use my current location", high accuracy, 10 s) or the chosen branch, or stays where it
 * was when editing; the screen says which is used.
 */
import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BranchPositionDocument } from './BranchPosition.generated';
import type { AddressBook_AddressFragment } from './AddressBook_address.generated';
import { Dialog } from '../../ui/Dialog';
import { useSelectedSupplier } from '../../core/selected-supplier';
import { FormErrors, SubmitButton, TextField, focusFirstError, useSubmit } from '../account/form';
import type { FieldErrors } from '../account/validation';
import { LIMITS, validateAddress, type AddressField } from './address-form';
import { AddressSearch, type Suggestion } from './AddressSearch';
import { cursorBeforeStreet } from './house-number-cursor';
import { PositionChoice, type Point, type PositionSource } from './PositionChoice';
import './addresses.css';

export interface PickedAddress {
  formatted: string;
  latitude: number;
  longitude: number;
  unit: string;
  complex: string;
  deliveryInstructions: string;
}

interface Props {
  title: ReactNode;
  /** The address being edited; none to add one. */
  address?: AddressBook_AddressFragment;
  onClose: () => void;
  /** Saves the address; resolves to the shop's refusal messages (empty when saved). */
  onPick: (address: PickedAddress) => Promise<string[]>;
}

export function AddressPicker({ title, address, onClose, onPick }: Props) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const branch = useSelectedSupplier();
  const branchPosition = useQuery(BranchPositionDocument, {
    variables: { id: branch?.id ?? '' },
    skip: !branch,
  });
  const branchLocation = branchPosition.data?.supplier?.location ?? null;
  const branchName = branchPosition.data?.supplier?.name ?? '';
  const [streetAddress, setStreetAddress] = useState(address?.streetAddress ?? '');
  const [unit, setUnit] = useState(address?.unit ?? '');
  const [complex, setComplex] = useState(address?.complex ?? '');
  const [instructions, setInstructions] = useState(address?.deliveryInstructions ?? '');
  const [found, setFound] = useState<Suggestion | null>(null);
  const [device, setDevice] = useState<Point | null>(null);
  const [source, setSource] = useState<PositionSource | null>(address ? 'saved' : null);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, submit] = useSubmit();

  const positions: Record<PositionSource, Point | null> = {
    search: found?.location ?? null,
    saved: address?.location ?? null,
    device,
    branch: branchLocation,
  };
  const position = source ? positions[source] : null;
  const clear = (field: AddressField) =>
    setErrors((current) => ({ ...current, [field]: undefined }));

  const choose = (suggestion: Suggestion) => {
    setFound(suggestion);
    setSource('search');
    setStreetAddress(suggestion.formatted);
    clear('hasPosition');
    clear('streetAddress');
    requestAnimationFrame(() =>
      cursorBeforeStreet(
        formRef.current?.querySelector<HTMLInputElement>('#address-formatted') ?? null,
      ),
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const problems = validateAddress({
        streetAddress,
        unit,
        complex,
        deliveryInstructions: instructions,
        hasPosition: position !== null,
      });
      setErrors(problems);
      setServerErrors([]);
      if (Object.keys(problems).length || !position) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const refused = await onPick({
          formatted: streetAddress.trim(),
          latitude: position.latitude,
          longitude: position.longitude,
          unit: unit.trim(),
          complex: complex.trim(),
          deliveryInstructions: instructions.trim(),
        });
        if (refused.length) setServerErrors(refused);
      } catch {
        setServerErrors([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <Dialog title={title} onClose={onClose} className="address-picker">
      <AddressSearch onChoose={choose} />
      <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit}>
        <FormErrors messages={serverErrors} />
        <TextField
          id="address-formatted"
          label={<Trans>Address</Trans>}
          hint={<Trans>House number and street, suburb, city and postal code.</Trans>}
          autoComplete="street-address"
          maxLength={LIMITS.streetAddress}
          value={streetAddress}
          onValue={(value) => {
            setStreetAddress(value);
            clear('streetAddress');
          }}
          error={errors.streetAddress}
        />
        <PositionChoice
          source={source}
          found={found}
          saved={address?.location ?? null}
          device={device}
          branch={branch && branchLocation ? { name: branchName, location: branchLocation } : null}
          error={errors.hasPosition}
          onDevice={(point) => {
            setDevice(point);
            setSource('device');
            clear('hasPosition');
          }}
          onSource={(next) => {
            setSource(next);
            clear('hasPosition');
          }}
        />
        <div className="address-unit-row">
          <TextField
            id="address-unit"
            label={<Trans>Unit or flat number</Trans>}
            autoComplete="address-line2"
            maxLength={LIMITS.unit}
            value={unit}
            onValue={(value) => {
              setUnit(value);
              clear('unit');
            }}
            error={errors.unit}
          />
          <TextField
            id="address-complex"
            label={<Trans>Complex or building</Trans>}
            maxLength={LIMITS.complex}
            value={complex}
            onValue={(value) => {
              setComplex(value);
              clear('complex');
            }}
            error={errors.complex}
          />
        </div>
        <InstructionsField
          value={instructions}
          onValue={(value) => {
            setInstructions(value);
            clear('deliveryInstructions');
          }}
          error={errors.deliveryInstructions}
        />
        <SubmitButton busy={busy}>
          <Trans>Save address</Trans>
        </SubmitButton>
      </form>
    </Dialog>
  );
}

function InstructionsField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (value: string) => void;
  error?: MessageDescriptor | null;
}) {
  const { i18n } = useLingui();
  const id = 'address-instructions';
  const left = LIMITS.deliveryInstructions - value.length;
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        <Trans>Delivery instructions</Trans>
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        <Trans>For the driver, e.g. the gate code or where to leave the order.</Trans>{' '}
        {left < 50 && i18n._(msg`${left} characters left`)}
      </p>
      <textarea
        id={id}
        name={id}
        rows={2}
        maxLength={LIMITS.deliveryInstructions}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
