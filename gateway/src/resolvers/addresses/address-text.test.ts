import { describe, expect, it } from 'vitest';
import { composeAddress, parseAddress } from './address-text.js';

describe('address text', () => {
  it('writes unit, complex and instructions into the one line a driver reads', () => {
    expect(
      composeAddress({
        streetAddress: '12 Main Road, Rondebosch, Cape Town, 7700',
        unit: '4B',
        complex: 'Sunset Court',
        deliveryInstructions: 'Ring twice;\n the gate sticks',
      }),
    ).toBe(
      'Unit 4B, Sunset Court; 12 Main Road, Rondebosch, Cape Town, 7700 (Delivery instructions: Ring twice, the gate sticks)',
    );
  });

  it('reads the parts back', () => {
    expect(
      parseAddress(
        'Unit 4B, Sunset Court; 12 Main Road, Rondebosch, Cape Town, 7700 (Delivery instructions: Ring twice (loudly))',
      ),
    ).toEqual({
      streetAddress: '12 Main Road, Rondebosch, Cape Town, 7700',
      unit: '4B',
      complex: 'Sunset Court',
      deliveryInstructions: 'Ring twice (loudly)',
    });
  });

  it('round-trips any mix of parts', () => {
    const street = '5 Station Road, Parow, Cape Town, 7500';
    for (const parts of [
      { streetAddress: street, unit: null, complex: null, deliveryInstructions: null },
      { streetAddress: street, unit: '12', complex: null, deliveryInstructions: null },
      { streetAddress: street, unit: null, complex: 'Parow Gardens', deliveryInstructions: null },
      { streetAddress: street, unit: null, complex: null, deliveryInstructions: 'Back door' },
      {
        streetAddress: street,
        unit: '3',
        complex: 'Die Eike, Block C',
        deliveryInstructions: 'Gate code 1234',
      },
    ]) {
      expect(parseAddress(composeAddress(parts))).toEqual(parts);
    }
  });

  it('does not write "Unit Unit 4"', () => {
    expect(composeAddress({ streetAddress: '1 Long Street', unit: 'unit 4' })).toBe(
      'Unit 4; 1 Long Street',
    );
    expect(composeAddress({ streetAddress: '1 Long Street', unit: 'Flat 9' })).toBe(
      'Unit 9; 1 Long Street',
    );
  });

  it('takes a line written elsewhere as all street address', () => {
    expect(parseAddress('14 Fairfield Street, Parow, 7500')).toEqual({
      streetAddress: '14 Fairfield Street, Parow, 7500',
      unit: null,
      complex: null,
      deliveryInstructions: null,
    });
  });
});
