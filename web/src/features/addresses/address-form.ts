/**
 * The address form's rules: a street address with a house number, parts no longer than the
 * gateway keeps (ADR 12), and a position. Each rule returns the message to show, or null.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { collect, type FieldErrors } from '../account/validation';

export const LIMITS = { streetAddress: 200, unit: 20, complex: 80, deliveryInstructions: 200 };

export interface AddressFormValues {
  streetAddress: string;
  unit: string;
  complex: string;
  deliveryInstructions: string;
  hasPosition: boolean;
}

export type AddressField = keyof AddressFormValues;

function streetAddress(value: string): MessageDescriptor | null {
  const text = value.trim();
  if (!text) return msg`Enter the street address, or search for your street above`;
  // The house number belongs to the street, before the suburb (a postal code is no house number).
  if (!/\d/.test(text.split(',')[0] ?? '')) return msg`Add the house number, e.g. 12 Main Road`;
  if (!text.includes(','))
    return msg`Add the suburb after the street, e.g. 12 Main Road, Rondebosch`;
  return atMost(text, LIMITS.streetAddress);
}

function atMost(value: string, limit: number): MessageDescriptor | null {
  return value.trim().length > limit ? msg`At most ${limit} characters` : null;
}

export function validateAddress(values: AddressFormValues): FieldErrors<AddressField> {
  return collect<AddressField>([
    ['streetAddress', streetAddress(values.streetAddress)],
    ['hasPosition', values.hasPosition ? null : msg`Choose where the address is`],
    ['unit', atMost(values.unit, LIMITS.unit)],
    ['complex', atMost(values.complex, LIMITS.complex)],
    ['deliveryInstructions', atMost(values.deliveryInstructions, LIMITS.deliveryInstructions)],
  ]);
}
