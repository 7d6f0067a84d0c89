/** Legacy strings of the account domain to schema enums and back. */
import { DebtorCardStatus, Language } from '../../generated/resolvers-types.js';

export function language(raw: string): Language {
  return Object.values(Language).find((value) => value === raw.toUpperCase()) ?? Language.En;
}

export const legacyLanguage = (value: Language): string => value.toLowerCase();

export function debtorCardStatus(raw: string): DebtorCardStatus {
  const status = Object.values(DebtorCardStatus).find((value) => value === raw.toUpperCase());
  if (!status) throw new Error(`Unknown debtor card status "${raw}"`);
  return status;
}
