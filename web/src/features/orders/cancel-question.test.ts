/** The cancel question says where the order's money goes, and money still on its way. */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money';
import { cancelQuestion } from './cancel-question';

const money = (cents: number) => formatMoney(cents);
const base = { reference: 'SF-10042', supplierName: 'Mzansi Fresh Parow' };

describe('cancelQuestion', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it('warns that an EFT already sent goes to the wallet when it arrives', () => {
    expect(
      cancelQuestion(i18n, { ...base, paymentProvider: 'OFFLINE_EFT', payments: [] }, money),
    ).toBe(
      'Cancel order SF-10042? If you already sent the EFT, it goes to your wallet when it arrives.',
    );
  });

  it('says a card payment goes to the wallet, not back to the card', () => {
    expect(
      cancelQuestion(
        i18n,
        {
          ...base,
          paymentProvider: 'YOCO',
          payments: [{ source: 'PROVIDER', provider: 'YOCO', amountInCents: 8_998 }],
        },
        money,
      ),
    ).toBe(
      `Cancel order SF-10042? The ${money(8_998)} paid goes to your wallet straight away, not back to your card: it pays towards your next order.`,
    );
  });

  it('asks plainly for an unpaid cash order', () => {
    expect(cancelQuestion(i18n, { ...base, paymentProvider: 'CASH', payments: [] }, money)).toBe(
      'Cancel order SF-10042?',
    );
  });
});
