import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolloClient } from '../../apollo/client';
import { showNotice, useNotice } from '../../core/shell-notice';
import { basketSettled, loadBasket, setLine } from './cart-store';
import { basketOffer, cacheOffers } from './test-offers';
import { fakeBasketGateway, type FakeBasketGateway } from './test-basket-gateway';
import { useNotChangedNotice } from './use-not-changed-notice';

const OFFER = basketOffer('1');
const toAdd = { id: '1', name: 'Maize', priceInCents: 1000, sellableId: 's1', supplierId: '101' };
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

describe('the word that the basket was not changed', () => {
  let gateway: FakeBasketGateway;
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  beforeEach(async () => {
    await apolloClient.cache.reset();
    gateway = fakeBasketGateway([OFFER]);
    cacheOffers(OFFER);
    await loadBasket();
    showNotice(null);
  });
  afterEach(async () => {
    await basketSettled();
    gateway.stop();
  });

  const shell = () =>
    renderHook(() => ({ notChanged: useNotChangedNotice(), notice: useNotice() }), { wrapper });

  it('is taken back once a change is made: the basket has changed after all', async () => {
    const { result } = shell();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      setLine(toAdd, 1, result.current.notChanged('Maize'));
      await basketSettled();
    });
    expect(result.current.notice).toBe(
      'Your basket was not changed: the shop could not be reached. Try again.',
    );
    await act(async () => {
      setLine(toAdd, 1);
      await basketSettled();
    });
    expect(result.current.notice).toBeNull();
  });

  it('leaves any other notice where it is', async () => {
    const { result } = shell();
    act(() => showNotice('Your order is placed and your basket is empty: here is your order.'));
    await act(async () => {
      setLine(toAdd, 1);
      await basketSettled();
    });
    expect(result.current.notice).toBe(
      'Your order is placed and your basket is empty: here is your order.',
    );
  });
});
