/**
 * The check before saving, in French as the shop ships it: "augmente de X à Y" reads "goes up
 * from X to Y" (R 37.98 to R 94.95 read as a total that was R 37.98), so the amount and the new
 * total are said apart: "augmente de R 37.98 et passe à R 94.95".
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../locales/fr/messages.po';
import { formatMoney } from '../../lib/money';
import { ChangeReview, type ChangeReviewOrder } from './ChangeReview';

function check(
  order: ChangeReviewOrder,
  preview: { totalInCents: number; payableBalanceInCents: number },
) {
  render(
    <I18nProvider i18n={i18n}>
      <ChangeReview order={order} preview={preview} busy={false} onConfirm={() => {}} />
    </I18nProvider>,
  );
  return screen.getByRole('heading', { name: 'Vérifiez vos modifications' }).nextElementSibling!
    .textContent;
}

const collected = { dispatchMethod: 'COLLECT', payments: [] } as const;

describe('ChangeReview in French', () => {
  beforeAll(() => {
    i18n.load('fr', messages);
    i18n.activate('fr');
  });
  afterEach(cleanup);

  it('says by how much the total goes up and what it comes to, apart', () => {
    // 3 l of milk (R 56.97), R 53.97 paid; two more litres (R 37.98): R 94.95.
    const text = check(
      { totalInCents: 5_697, payableBalanceInCents: 300, ...collected },
      { totalInCents: 9_495, payableBalanceInCents: 4_098 },
    );
    expect(text).toContain(
      `Le total augmente de ${formatMoney(3_798)} et passe à ${formatMoney(9_495)}.`,
    );
    expect(text).not.toMatch(/de R [\d.]+ à R/);
  });

  it('says by how much the total goes down and what it comes to, apart', () => {
    const text = check(
      { totalInCents: 9_495, payableBalanceInCents: 0, ...collected },
      { totalInCents: 5_697, payableBalanceInCents: -3_798 },
    );
    expect(text).toContain(
      `Le total baisse de ${formatMoney(3_798)} et passe à ${formatMoney(5_697)}.`,
    );
    expect(text).not.toMatch(/de R [\d.]+ à R/);
  });
});
