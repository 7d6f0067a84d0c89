/**
 * The comparison's cache policy: one answer per basket contents, position and dispatch choice, so
 * collecting and delivering the same cart never overwrite each other, and a changed basket misses.
 */
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { BasketComparisonBranchDocument } from './BasketComparisonBranch.generated';
import {
  BasketComparisonDocument,
  type BasketComparisonQuery,
  type BasketComparisonQueryVariables,
} from './BasketComparison.generated';

const location = { latitude: -33.9, longitude: 18.57 };
const items = [{ offerId: '100001', quantity: 2 }];

function answer(dispatch: 'COLLECT' | 'DELIVER', totalInCents: number): BasketComparisonQuery {
  return {
    basketComparison: {
      __typename: 'BasketComparison',
      cartId: '7',
      dispatch,
      unitPriceThresholdPercent: 10,
      recommended: null,
      baskets: [
        {
          __typename: 'SupplierBasket',
          supplier: {
            __typename: 'Supplier',
            id: '101',
            name: 'Mzansi Fresh Parow',
            closedText: null,
          },
          closed: false,
          servesDispatch: true,
          subtotalInCents: 8998,
          shippingCostInCents: totalInCents - 8998,
          delivers: true,
          totalInCents,
          varianceVsCheapestPercent: 0,
          unitPriceOverThresholdCount: 0,
          missingItemsCount: 0,
          directOverallCalculation: true,
          missingItems: [],
          dearerItems: [],
        },
      ],
    },
  };
}

describe('the basketComparison cache policy', () => {
  it('keeps collection and delivery of one cart apart, and misses for other contents', () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = (
      dispatch: 'COLLECT' | 'DELIVER',
      cartId: string | null = '7',
      lines = items,
    ): BasketComparisonQueryVariables => ({ cartId, items: lines, location, dispatch });
    cache.writeQuery({
      query: BasketComparisonDocument,
      variables: variables('COLLECT'),
      data: answer('COLLECT', 8998),
    });
    cache.writeQuery({
      query: BasketComparisonDocument,
      variables: variables('DELIVER'),
      data: answer('DELIVER', 12498),
    });
    const read = (vars: BasketComparisonQueryVariables) =>
      cache.readQuery({ query: BasketComparisonDocument, variables: vars })?.basketComparison
        .baskets[0]?.totalInCents ?? null;
    expect(read(variables('COLLECT'))).toBe(8998);
    expect(read(variables('DELIVER'))).toBe(12498);
    // The cart id only names where the basket is saved: the first answer (no id yet) still hits.
    expect(read(variables('COLLECT', null))).toBe(8998);
    // Other contents: not in the cache, so asked for.
    expect(read(variables('COLLECT', '7', [{ offerId: '100001', quantity: 3 }]))).toBeNull();
  });

  it('keeps a branch’s lines inside the cached comparison, per branch, beside the list', () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = { cartId: '7', items, location, dispatch: 'COLLECT' as const };
    cache.writeQuery({
      query: BasketComparisonDocument,
      variables,
      data: answer('COLLECT', 8998),
    });
    const line = (sellableId: string, offerId: string) => ({
      __typename: 'ComparedItem' as const,
      sellableId,
      quantity: 2,
      priceInCents: 4499,
      totalInCents: 8998,
      offer: { __typename: 'Offer' as const, id: offerId },
    });
    const branch = (supplierId: string, offerId: string) => ({
      basketComparison: {
        __typename: 'BasketComparison' as const,
        basket: {
          __typename: 'SupplierBasket' as const,
          supplier: { __typename: 'Supplier' as const, id: supplierId },
          items: [line('500', offerId)],
        },
      },
    });
    cache.writeQuery({
      query: BasketComparisonBranchDocument,
      variables: { ...variables, supplierId: '101' },
      data: branch('101', '100001'),
    });
    cache.writeQuery({
      query: BasketComparisonBranchDocument,
      variables: { ...variables, supplierId: '202' },
      data: branch('202', '200001'),
    });
    const lines = (supplierId: string, cartId: string | null = '7') =>
      cache
        .readQuery({
          query: BasketComparisonBranchDocument,
          variables: { ...variables, cartId, supplierId },
        })
        ?.basketComparison.basket?.items.map((item) => item.offer?.id) ?? null;
    expect(lines('101')).toEqual(['100001']);
    expect(lines('202', null)).toEqual(['200001']);
    expect(lines('303')).toBeNull();
    // The list is still whole: the branch's answer merged into it rather than replacing it.
    expect(
      cache.readQuery({ query: BasketComparisonDocument, variables })?.basketComparison.baskets,
    ).toHaveLength(1);
  });
});
