import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { debtorCardRefusal } from './debtor-card-refusal';

describe('debtorCardRefusal', () => {
  beforeAll(() => {
    i18n.load('af', {});
    i18n.activate('af');
  });

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
