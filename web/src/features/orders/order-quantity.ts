/**
 * An order line's quantity for display, written as the basket writes it (lib/quantity.ts) in the
 * shopper's language: "1.5 kg", "1,5 kg" in af/fr, "3". The legacy API's own text
 * (`formatted_qty`, "1.500 kg") is English with three decimals, which reads as one thousand five
 * hundred kilograms to many readers; its rule is kept: a weighed line in kg, part of a litre in
 * litres, anything else as a number.
 */
import { formatShown, quantityRules } from '../../lib/quantity';

const WEIGHED = quantityRules({ perKg: true });

export function formatOrderQuantity(
  quantity: number,
  item: { perKg: boolean; unit: string },
  locale: string,
): string {
  if (item.perKg) return `${formatShown(quantity, WEIGHED, locale)} kg`;
  if (item.unit === 'l' && !Number.isInteger(quantity))
    return `${formatShown(quantity, WEIGHED, locale)} l`;
  return String(quantity);
}
