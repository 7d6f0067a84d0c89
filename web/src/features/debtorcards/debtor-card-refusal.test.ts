import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { debtorCardRefusal } from './debtor-card-refusal';

// An Afrikaans i18n of its own with no catalog, so each message reads as its English source. The
// shared one may hold the real Afrikaans catalog from another test file in the same worker
// (`isolate: false`), and `load` adds to a catalog rather than replacing it.
const i18n = setupI18n({ locale: 'af', messages: { af: {} } });

describe('debtorCardRefusal', () => {
  it('says the branch’s known refusals from the catalog', () => {
    expect(debtorCardRefusal(i18n, 'You already have a debtor card at this branch')).toBe(
      'You already have a debtor card at this branch.',
    );
  });

  it('never passes unknown server English on', () => {
    expect(debtorCardRefusal(i18n, 'Some new English refusal')).toBe(
      'The branch did not take the debtor card request.',
    );
  });
});
