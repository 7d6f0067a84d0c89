import { describe, expect, it } from 'vitest';
import { validateAddress, type AddressFormValues } from './address-form';

const good: AddressFormValues = {
  streetAddress: '12 Main Road, Rondebosch, Cape Town, 7700',
  unit: '4B',
  complex: 'Sunset Court',
  deliveryInstructions: 'Ring twice',
  hasPosition: true,
};

const messages = (values: Partial<AddressFormValues>) =>
  Object.fromEntries(
    Object.entries(validateAddress({ ...good, ...values })).map(([field, error]) => [
      field,
      error?.message,
    ]),
  );

describe('validateAddress', () => {
  it('accepts a full address', () => {
    expect(validateAddress(good)).toEqual({});
  });

  it('asks for the street, its house number and the suburb', () => {
    expect(messages({ streetAddress: '  ' })).toEqual({
      streetAddress: 'Enter the street address, or search for your street above',
    });
    expect(messages({ streetAddress: 'Main Road, Rondebosch, Cape Town, 7700' })).toEqual({
      streetAddress: 'Add the house number, e.g. 12 Main Road',
    });
    expect(messages({ streetAddress: '12 Main Road' })).toEqual({
      streetAddress: 'Add the suburb after the street, e.g. 12 Main Road, Rondebosch',
    });
  });

  it('asks for a position, and keeps parts within what the shop stores', () => {
    expect(
      messages({ hasPosition: false, unit: '1'.repeat(21), deliveryInstructions: 'x'.repeat(201) }),
    ).toEqual({
      hasPosition: 'Choose where the address is',
      unit: 'At most {limit} characters',
      deliveryInstructions: 'At most {limit} characters',
    });
  });
});
