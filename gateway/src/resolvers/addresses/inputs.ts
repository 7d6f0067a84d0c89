/** The parts of an address a shopper sends, checked and written as the legacy line. */
import { badUserInput } from '../errors.js';
import { composeAddress } from './address-text.js';

const LIMITS = { formatted: 200, unit: 20, complex: 80, deliveryInstructions: 200 } as const;

interface AddressPartsInput {
  formatted: string;
  unit?: string | null;
  complex?: string | null;
  deliveryInstructions?: string | null;
}

function checked(value: string | null | undefined, field: keyof typeof LIMITS): string | null {
  const text = value?.trim() ?? '';
  if (text.length > LIMITS[field])
    throw badUserInput(
      `input.${field} may be at most ${LIMITS[field]} characters`,
      `input.${field}`,
    );
  return text || null;
}

/** The legacy `formatted` line for these parts; `BAD_USER_INPUT` for a part that is too long. */
export function legacyLine(input: AddressPartsInput): string {
  return composeAddress({
    streetAddress: checked(input.formatted, 'formatted') ?? '',
    unit: checked(input.unit, 'unit'),
    complex: checked(input.complex, 'complex'),
    deliveryInstructions: checked(input.deliveryInstructions, 'deliveryInstructions'),
  });
}
