/**
 * A branch's refusal of a debtor card request in the shopper's language. The legacy API gives
 * only English text: its known refusals are matched here, anything else gets a general line
 * (never the English itself).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KNOWN: ReadonlyArray<[RegExp, MessageDescriptor]> = [
  [/does not take debtor card requests/i, msg`This branch does not take debtor card requests.`],
  [
    /complete your debtor registration/i,
    msg`Complete your debtor registration first: add your ID number or business address.`,
  ],
  [/already have a debtor card/i, msg`You already have a debtor card at this branch.`],
  [/still pending/i, msg`Your debtor card request at this branch is still pending.`],
];

export function debtorCardRefusal(i18n: I18n, message: string): string {
  const known = KNOWN.find(([pattern]) => pattern.test(message));
  return i18n._(known ? known[1] : msg`The branch did not take the debtor card request.`);
}
