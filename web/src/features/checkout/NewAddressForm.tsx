/**
 * A new delivery address typed in a plain form on the delivery address page: the street address
 * on one line (house number and street, suburb, …), the unit, complex and what the driver should
 * know. Without a script, or before it runs, it posts to `POST /checkout/address` (the gateway
 * checks it, places it by its gazetteer from the suburb typed and keeps it for the checkout,
 * docs/adr/0062); once hydrated, the app takes the submit over and does the same: the address
 * form's rules, the position of the suburb through `addressSearch` (the same gazetteer), saved to
 * the address book, then chosen. Its fields are uncontrolled, so what is typed before the page
 * hydrates is not wiped by the hydration.
 */
import { useApolloClient } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormErrors, SubmitButton, focusFirstError, useSubmit } from '../account/form';
import type { FieldErrors } from '../account/validation';
import { AddressSearchDocument } from '../addresses/AddressSearch.generated';
import type { AddressBook_AddressFragment } from '../addresses/AddressBook_address.generated';
import { LIMITS, validateAddress, type AddressField } from '../addresses/address-form';
import { useSaveAddress } from '../addresses/useSaveAddress';

type Typed = Record<'streetAddress' | 'unit' | 'complex' | 'deliveryInstructions', string>;

const NOT_IN_AREA = msg`We could not find this suburb in our delivery area: check its spelling after the street, e.g. 12 Main Road, Rondebosch`;

function Field({
  name,
  label,
  hint,
  error,
  multiline = false,
  ...input
}: {
  name: keyof Typed;
  label: ReactNode;
  hint?: ReactNode;
  error?: MessageDescriptor;
  multiline?: boolean;
  maxLength: number;
  autoComplete?: string;
}) {
  const { i18n } = useLingui();
  const id = `new-address-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...input,
  };
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={2} {...shared} /> : <input type="text" {...shared} />}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}

export function NewAddressForm({
  labelledBy,
  onSaved,
}: {
  /** The id of the heading that names the form. */
  labelledBy: string;
  onSaved: (address: AddressBook_AddressFragment) => void;
}) {
  const { t } = useLingui();
  const client = useApolloClient();
  const save = useSaveAddress();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, submit] = useSubmit();

  /** Where the suburb typed after the street is, as the gateway places it; null when unknown. */
  const placeOf = async (streetAddress: string) => {
    const after = streetAddress.split(',').slice(1).join(' ').trim().slice(0, 100);
    const { data } = await client.query({
      query: AddressSearchDocument,
      variables: { query: after },
    });
    const found = data?.addressSearch ?? [];
    return (found.find((candidate) => candidate.kind === 'SUBURB') ?? found[0])?.location ?? null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const typed = Object.fromEntries(
      (['streetAddress', 'unit', 'complex', 'deliveryInstructions'] as const).map((name) => [
        name,
        String(fields.get(name) ?? '').trim(),
      ]),
    ) as Typed;
    void submit(async () => {
      setRefused([]);
      const problems = validateAddress({ ...typed, hasPosition: true });
      const place = Object.keys(problems).length ? null : await placeOf(typed.streetAddress);
      if (!place && !problems.streetAddress) problems.streetAddress = NOT_IN_AREA;
      setErrors(problems);
      if (Object.keys(problems).length || !place) {
        requestAnimationFrame(() => focusFirstError(formRef.current));
        return;
      }
      try {
        const messages = await save(null, (saved) => onSaved(saved.address))({
          formatted: typed.streetAddress,
          latitude: place.latitude,
          longitude: place.longitude,
          unit: typed.unit,
          complex: typed.complex,
          deliveryInstructions: typed.deliveryInstructions,
        });
        setRefused(messages);
      } catch {
        setRefused([t`Something went wrong, try again`]);
      }
    });
  };

  return (
    <form
      ref={formRef}
      className="account-form"
      method="post"
      action="/checkout/address"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onSubmit}
    >
      <FormErrors messages={refused} />
      <Field
        name="streetAddress"
        label={<Trans>Address</Trans>}
        hint={<Trans>House number and street, suburb, city and postal code.</Trans>}
        autoComplete="street-address"
        maxLength={LIMITS.streetAddress}
        error={errors.streetAddress}
      />
      <Field
        name="unit"
        label={<Trans>Unit or flat number</Trans>}
        autoComplete="address-line2"
        maxLength={LIMITS.unit}
        error={errors.unit}
      />
      <Field
        name="complex"
        label={<Trans>Complex or building</Trans>}
        maxLength={LIMITS.complex}
        error={errors.complex}
      />
      <Field
        name="deliveryInstructions"
        label={<Trans>Delivery instructions</Trans>}
        hint={<Trans>For the driver, e.g. the gate code or where to leave the order.</Trans>}
        maxLength={LIMITS.deliveryInstructions}
        error={errors.deliveryInstructions}
        multiline
      />
      <input type="hidden" name="intent" value="add" />
      <SubmitButton busy={busy}>
        <Trans>Save and deliver here</Trans>
      </SubmitButton>
    </form>
  );
}
