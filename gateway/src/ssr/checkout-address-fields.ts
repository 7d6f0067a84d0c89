/**
 * A new delivery address as the checkout's no-script form sends it (`POST /checkout/address`):
 * the street address typed on one line (house number and street, suburb, …), the unit, complex
 * and what the driver should know. Checked with the address form's own rules (the web's
 * `features/addresses/address-form.ts`: a house number in the street, the suburb after a comma,
 * the gateway's limits, ADR 12), and placed by the gateway's gazetteer of the delivery area: the
 * suburb typed after the street names the position (the driver finds the house by its street
 * address, ADR 12), so an address outside the area, or a suburb the gazetteer does not know, is
 * refused with a clear word instead of being saved where no branch delivers.
 */
import { searchAddresses } from '../gazetteer/search.js';

export const ADDRESS_LIMITS = {
  streetAddress: 200,
  unit: 20,
  complex: 80,
  deliveryInstructions: 200,
} as const;

export type AddressFieldName = keyof typeof ADDRESS_LIMITS;
export const ADDRESS_FIELDS = Object.keys(ADDRESS_LIMITS) as AddressFieldName[];

/** What the form sent, as typed (the page shows it again after a refusal). */
export type TypedAddress = Record<AddressFieldName, string>;

/** Why a field is refused (the pages say it in the shopper's language). */
export type AddressProblem =
  | { kind: 'streetMissing' }
  | { kind: 'houseNumberMissing' }
  | { kind: 'suburbMissing' }
  | { kind: 'notInArea' }
  | { kind: 'tooLong'; limit: number };

export type AddressProblems = Partial<Record<AddressFieldName, AddressProblem>>;

export interface PlacedAddress {
  parts: {
    formatted: string;
    unit: string | null;
    complex: string | null;
    deliveryInstructions: string | null;
  };
  latitude: number;
  longitude: number;
}

/** The fields of the form (an absent one is empty), each at most a little over its limit kept. */
export function typedAddress(form: URLSearchParams): TypedAddress {
  const typed = {} as TypedAddress;
  for (const field of ADDRESS_FIELDS)
    typed[field] = (form.get(field) ?? '').slice(0, ADDRESS_LIMITS[field] + 50);
  return typed;
}

/** Where the suburb typed after the street is, in the delivery area; null when unknown. */
function placeOf(streetAddress: string): { latitude: number; longitude: number } | null {
  const after = streetAddress.split(',').slice(1).join(' ').trim();
  const found = searchAddresses(after.slice(0, 100), 20);
  const match = found.find((candidate) => candidate.kind === 'SUBURB') ?? found[0];
  return match ? { latitude: match.latitude, longitude: match.longitude } : null;
}

/** The address checked and placed, or what is wrong with each field. */
export function checkAddress(
  typed: TypedAddress,
): { ok: true; address: PlacedAddress } | { ok: false; problems: AddressProblems } {
  const problems: AddressProblems = {};
  const text = (field: AddressFieldName) => typed[field].replace(/\s+/g, ' ').trim();
  for (const field of ADDRESS_FIELDS)
    if (text(field).length > ADDRESS_LIMITS[field])
      problems[field] = { kind: 'tooLong', limit: ADDRESS_LIMITS[field] };
  const street = text('streetAddress');
  let place: { latitude: number; longitude: number } | null = null;
  if (!problems.streetAddress) {
    if (!street) problems.streetAddress = { kind: 'streetMissing' };
    // The house number belongs to the street, before the suburb (a postal code is no house number).
    else if (!/\d/.test(street.split(',')[0] ?? ''))
      problems.streetAddress = { kind: 'houseNumberMissing' };
    else if (!street.includes(',')) problems.streetAddress = { kind: 'suburbMissing' };
    else {
      place = placeOf(street);
      if (!place) problems.streetAddress = { kind: 'notInArea' };
    }
  }
  if (Object.keys(problems).length > 0 || !place) return { ok: false, problems };
  return {
    ok: true,
    address: {
      parts: {
        formatted: street,
        unit: text('unit') || null,
        complex: text('complex') || null,
        deliveryInstructions: text('deliveryInstructions') || null,
      },
      ...place,
    },
  };
}
