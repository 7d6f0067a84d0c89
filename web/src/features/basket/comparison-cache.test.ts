/**
 * The comparison's cache policy: one answer per basket contents, position and dispatch choice, so
 * collecting and delivering the same cart never overwrite each other, and a changed basket misses.
 */
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/type-policies';
import { SuppliersNearDocument } from '../suppliers/SuppliersNear.generated';
import { BasketComparisonBranchDocument } from './BasketComparisonBranch.generated';
import {
  BasketComparisonDocument,
  type BasketComparisonQuery,
  type BasketComparisonQueryVariables,
} from './BasketComparison.generated';
import { buildComparison } from './comparison';

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
          closedText: null,
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

  // Found by one-truth-journey (failing about one run in three): a branch closed, the comparison
  // opened again ranked it last with "costs R 111.71 but is closed:" and no notice, and its row
  // had no "Closed" label. The branch list (public, kept by the browser for a minute) landed after
  // the comparison and wrote its older "open" over the branch's notice in the cache.
  it('keeps the closing notice the comparison was answered with, whatever older branch list lands after', () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = { cartId: '7', items, location, dispatch: 'COLLECT' as const };
    const notice = 'Closed for a burst pipe until Friday 08:00.';
    const closedAnswer = answer('COLLECT', 8998);
    const [parow] = closedAnswer.basketComparison.baskets;
    closedAnswer.basketComparison.baskets[0] = {
      ...parow!,
      supplier: { ...parow!.supplier, closedText: notice },
      closedText: notice,
      closed: true,
    };
    cache.writeQuery({ query: BasketComparisonDocument, variables, data: closedAnswer });
    cache.writeQuery({
      query: SuppliersNearDocument,
      variables: { lat: location.latitude, lon: location.longitude },
      data: {
        suppliersNear: [
          {
            __typename: 'Supplier',
            id: '101',
            name: 'Mzansi Fresh Parow',
            imageUrl: '/images/suppliers/101.png',
            distanceKm: 2.1,
            formattedAddress: 'Voortrekker Road, Parow',
            disabled: false,
            closedText: null,
            openingHours: [],
          },
        ],
      },
    });
    const baskets =
      cache.readQuery({ query: BasketComparisonDocument, variables })?.basketComparison.baskets ??
      [];
    const [row] = buildComparison(baskets, [], {
      dispatch: 'COLLECT',
      recommendedId: null,
    }).rows;
    expect(row).toMatchObject({ closed: true, closedText: notice });
  });
});
