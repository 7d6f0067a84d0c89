/**
 * Words the legacy API writes in English into values the shopper reads: pack names ("Per kg",
 * "Each"), unit names ("each"), bank account types ("Cheque") and the "(per kg)" a weighed
 * item's name ends with.
 * They are put into the shopper's language here; anything else (brand and product names) shows
 * as the shop wrote it.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const WORDS: Record<string, MessageDescriptor> = {
  'per kg': msg`Per kg`,
  each: msg`each`,
  'per unit': msg`Per unit`,
  dozen: msg`Dozen`,
  // A combo's pack: several items sold as one.
  combo: msg`Combo`,
  // Bank account types, in the bank details a branch gives for an EFT.
  cheque: msg`Cheque`,
  current: msg`Current`,
  savings: msg`Savings`,
  transmission: msg`Transmission`,
};

const PER_KG_SUFFIX = /\s*\(per kg\)$/i;

/** A pack or unit name in the shopper's language ("Per kg" → "Au kilo"); sizes stay as written. */
export function serverWord(i18n: I18n, text: string): string {
  const known = WORDS[text.trim().toLowerCase()];
  if (!known) return text;
  const translated = i18n._(known);
  // Keep the server's capitalisation of the first letter ("Each" stays capitalised).
  const first = text.trim()[0] ?? '';
  return first === first.toUpperCase()
    ? translated.charAt(0).toUpperCase() + translated.slice(1)
    : translated.charAt(0).toLowerCase() + translated.slice(1);
}

/** An offer's name with its "(per kg)" ending in the shopper's language. */
export function serverName(i18n: I18n, name: string): string {
  if (!PER_KG_SUFFIX.test(name)) return name;
  return `${name.replace(PER_KG_SUFFIX, '')} ${i18n._(msg`(per kg)`)}`;
}
