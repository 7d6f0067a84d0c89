/**
 * "Shop here" as a form: the branch's lines the page carries (offer, quantity, the price the
 * comparison showed), the branch, `replace=1` and back to the basket, posted to `/basket` before the scripts;
 * once hydrated, a submit is the screen's (its confirmation and undo), never a page load.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { i18n } from '@lingui/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { renderInShop } from '../../test-support/render-in-shop';
import { BasketComparisonBranchDocument } from './BasketComparisonBranch.generated';
import { ShopHereForm } from './shop-here-form';

const variables = {
  cartId: '7',
  items: [{ offerId: '100001', quantity: 3 }],
  location: { latitude: -33.9, longitude: 18.57 },
  dispatch: 'COLLECT' as const,
};

function clientWithLines() {
  const cache = new InMemoryCache({ typePolicies });
  const item = (sellableId: string, offerId: string | null, priceInCents: number) => ({
    __typename: 'ComparedItem' as const,
    sellableId,
    quantity: 3,
    priceInCents,
    totalInCents: 3 * priceInCents,
    offer: offerId ? { __typename: 'Offer' as const, id: offerId } : null,
  });
  cache.writeQuery({
    query: BasketComparisonBranchDocument,
    variables: { ...variables, supplierId: '202' },
    data: {
      basketComparison: {
        __typename: 'BasketComparison',
        basket: {
          __typename: 'SupplierBasket',
          supplier: { __typename: 'Supplier', id: '202' },
          // Milk sold there at R 17.99; bread not sold there (no offer): not in the form.
          items: [item('500', '200001', 1799), item('600', null, 0)],
        },
      },
    },
  });
  return new ApolloClient({ link: ApolloLink.empty(), cache });
}

function fields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]);
}

describe('ShopHereForm', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it("posts the branch's lines at the prices shown, replacing the basket, back to the basket", () => {
    renderInShop(
      <ShopHereForm variables={variables} supplierId="202" onHydratedSubmit={() => undefined}>
        <button type="submit">Shop here</button>
      </ShopHereForm>,
      clientWithLines(),
    );
    const form = screen.getByRole('button', { name: 'Shop here' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/basket');
    expect(form.getAttribute('method')).toBe('post');
    expect(fields(form)).toEqual([
      ['replace', '1'],
      ['branch', '202'],
      ['offerId', '200001'],
      ['sellableId', '500'],
      ['supplierId', '202'],
      ['quantity', '3'],
      ['seenPriceInCents', '1799'],
      ['returnTo', '/basket'],
    ]);
  });

  it('holds no lines the page does not carry, and asks nothing for them', () => {
    renderInShop(
      <ShopHereForm variables={variables} supplierId="303" onHydratedSubmit={() => undefined}>
        <button type="submit">Shop here</button>
      </ShopHereForm>,
      clientWithLines(),
    );
    const form = screen.getByRole('button', { name: 'Shop here' }).closest('form')!;
    expect(fields(form)).toEqual([
      ['replace', '1'],
      ['branch', '303'],
      ['returnTo', '/basket'],
    ]);
  });

  it('once hydrated, a submit is the screen’s: no page load', () => {
    const shop = vi.fn();
    renderInShop(
      <ShopHereForm variables={variables} supplierId="202" onHydratedSubmit={shop}>
        <button type="submit">Shop here</button>
      </ShopHereForm>,
      clientWithLines(),
    );
    const form = screen.getByRole('button', { name: 'Shop here' }).closest('form')!;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(shop).toHaveBeenCalledTimes(1);
  });
});
