/**
 * The legacy API keeps an address as one line of text and a position, and that line is all the
 * order (and so the driver) carries. The unit, complex and delivery instructions therefore live in
 * that line, in a form a driver reads and the gateway parses back (ADR 12):
 *
 *   `Unit 4B, Sunset Court; 12 Main Road, Rondebosch, Cape Town, 7700 (Delivery instructions: Ring twice)`
 *
 * A line written by anyone else is all street address.
 */

export interface AddressParts {
  streetAddress: string;
  unit: string | null;
  complex: string | null;
  deliveryInstructions: string | null;
}

const INSTRUCTIONS = /^(.*?)\s*\(Delivery instructions: (.*)\)$/s;
const UNIT_PREFIX = /^(unit|flat|apartment|apt\.?|no\.?)\s+/i;

/** One line of text: no line breaks or doubled spaces; `;` separates parts, so it becomes `,`. */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').replace(/;/g, ',').trim();
}

export function composeAddress(parts: {
  streetAddress: string;
  unit?: string | null;
  complex?: string | null;
  deliveryInstructions?: string | null;
}): string {
  const unit = clean(parts.unit).replace(UNIT_PREFIX, '');
  const building = [unit ? `Unit ${unit}` : '', clean(parts.complex)].filter(Boolean).join(', ');
  const street = clean(parts.streetAddress);
  const instructions = clean(parts.deliveryInstructions);
  return `${building ? `${building}; ` : ''}${street}${
    instructions ? ` (Delivery instructions: ${instructions})` : ''
  }`;
}

export function parseAddress(formatted: string): AddressParts {
  const noted = INSTRUCTIONS.exec(formatted);
  const rest = noted ? (noted[1] ?? '') : formatted;
  const deliveryInstructions = noted?.[2]?.trim() || null;
  const split = rest.indexOf('; ');
  if (split < 0)
    return { streetAddress: rest.trim(), unit: null, complex: null, deliveryInstructions };
  const building = rest.slice(0, split);
  const streetAddress = rest.slice(split + 2).trim();
  const unitMatch = /^Unit ([^,]+)(?:, (.*))?$/.exec(building);
  return {
    streetAddress,
    unit: unitMatch ? (unitMatch[1] ?? '').trim() : null,
    complex: (unitMatch ? unitMatch[2] : building)?.trim() || null,
    deliveryInstructions,
  };
}
