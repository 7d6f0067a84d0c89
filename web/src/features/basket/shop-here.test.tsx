/**
 * "Shop here" on the comparison: the lines the chosen branch does not sell would leave the
 * basket, so the shopper confirms first, with the items named.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../ui/confirm';
import { linesMissingAt, linesRepricedAt, useConfirmShopHere } from './shop-here';

const line = (id: string, name: string) => ({ offer: { id, name, sellableId: `s-${id}` } });
const basket = [
  line('milk', 'Clover Fresh Milk 2 l'),
  line('maize', 'White Star Maize Meal 5 kg'),
  line('onion', 'Onions (per kg)'),
  line('pilchard', 'Lucky Star Pilchards 400 g'),
];

describe('linesMissingAt', () => {
  it('finds the basket lines the branch does not sell (no item, or one without an offer)', () => {
    const items = [
      { sellableId: 's-milk', offer: { id: 'kr-milk' } },
      { sellableId: 's-maize', offer: { id: 'kr-maize' } },
      { sellableId: 's-onion', offer: null },
    ];
    expect(linesMissingAt(basket, items).map((l) => l.offer.id)).toEqual(['onion', 'pilchard']);
    expect(linesMissingAt(basket.slice(0, 2), items)).toEqual([]);
  });
});

function Harness({
  missing,
  onAnswer,
}: {
  missing: typeof basket;
  onAnswer: (ok: boolean) => void;
}) {
  const confirmShopHere = useConfirmShopHere();
  return (
    <button
      type="button"
      onClick={() => void confirmShopHere('Boland Bulk Kuils River', missing).then(onAnswer)}
    >
      Shop
    </button>
  );
}

describe('useConfirmShopHere', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  function open(missing: typeof basket) {
    const answers: boolean[] = [];
    render(
      <I18nProvider i18n={i18n}>
        <ConfirmProvider>
          <Harness missing={missing} onAnswer={(ok) => answers.push(ok)} />
        </ConfirmProvider>
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shop' }));
    return answers;
  }

  it('names the items that leave the basket, and keeps them on Cancel', async () => {
    const answers = open(basket.slice(2));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Shop at Boland Bulk Kuils River?');
    expect(dialog.textContent).toContain('2 items are not sold at this branch');
    expect(dialog.textContent).toContain('Onions (per kg) and Lucky Star Pilchards 400 g');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual([false]);
  });

  it('switches on "Shop here"', async () => {
    const answers = open(basket.slice(3));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('1 item is not sold at this branch');
    fireEvent.click(screen.getByRole('button', { name: 'Shop here', hidden: true }));
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual([true]);
  });

  it('asks nothing when the branch sells everything', async () => {
    const answers = open([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(answers).toEqual([true]);
  });
});

describe('linesRepricedAt', () => {
  it('names the lines whose total changes at the branch, before and after, by item', () => {
    const lines = [
      { offer: { name: 'Milk 1 l', sellableId: 's-milk' }, total: 1699 },
      { offer: { name: 'Maize 2.5 kg', sellableId: 's-maize' }, total: 3399 },
      { offer: { name: 'Lemons', sellableId: 's-lemon' }, total: 528 },
    ];
    const items = [
      { sellableId: 's-milk', offer: { id: 'm' }, totalInCents: 1899 },
      { sellableId: 's-maize', offer: { id: 'z' }, totalInCents: 3399 },
      { sellableId: 's-lemon', offer: null, totalInCents: 0 },
    ];
    expect(linesRepricedAt(lines, (line) => line.total, items)).toEqual([
      { name: 'Milk 1 l', beforeInCents: 1699, afterInCents: 1899 },
    ]);
  });
});
