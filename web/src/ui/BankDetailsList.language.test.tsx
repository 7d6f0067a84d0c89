/** The account type the legacy API writes in English ("Cheque") is said in the shopper's language. */
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankDetailsList } from './BankDetailsList';

const bank = {
  bankName: 'FNB',
  branch: '250655',
  accountName: 'Mzansi Fresh',
  accountNumber: '62812345678',
  accountType: 'Cheque',
};

describe('BankDetailsList in Afrikaans', () => {
  afterEach(cleanup);

  it('says "Tjek" for a cheque account', () => {
    i18n.load('af', { [generateMessageId('Cheque')]: 'Tjek' });
    i18n.activate('af');
    render(
      <I18nProvider i18n={i18n}>
        <BankDetailsList bank={bank} reference="SF-1042" />
      </I18nProvider>,
    );
    expect(screen.getByText('Tjek')).toBeTruthy();
    expect(screen.queryByText('Cheque')).toBeNull();
  });
});
