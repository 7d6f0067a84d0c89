// A branch's client configuration is asked by the checkout's settings (CheckoutSetup) and by its
// delivery fees (BranchDelivery), with different fields: whichever answers last, both read whole.
import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';
import { CheckoutSetupDocument } from './CheckoutSetup.generated';
import { typePolicies } from '../../apollo/type-policies';

const dispatch = [
  {
    __typename: 'DispatchOption' as const,
    method: 'DELIVER',
    shippingProvider: 'MANUAL_DELIVERY',
    shippingCostInCents: 4500,
  },
];

const setup = {
  checkoutConfig: {
    __typename: 'CheckoutConfig' as const,
    available: true,
    discountCodesEnabled: true,
    minimumOrderInCents: 0,
    bagPriceInCents: 150,
    paymentProviders: ['EFT'],
  },
  clientConfig: {
    __typename: 'ClientConfig' as const,
    bags: true,
    bagPriceInCents: 150,
    shipping: [],
    dispatch,
    paymentProviders: ['EFT'],
  },
  supplier: {
    __typename: 'Supplier' as const,
    id: '101',
    name: 'Mzansi Fresh Parow',
    formattedAddress: '1 Voortrekker Road, Parow',
    closedText: null,
  },
};

describe('a branch’s client configuration in the cache', () => {
  it('keeps the checkout’s settings whole when its delivery fees answer after them', () => {
    const cache = new InMemoryCache({ typePolicies });
    const variables = { supplierId: '101' };
    cache.writeQuery({ query: CheckoutSetupDocument, variables, data: setup as never });
    cache.writeQuery({
      query: BranchDeliveryDocument,
      variables,
      data: { clientConfig: { __typename: 'ClientConfig', dispatch } } as never,
    });
    expect(cache.readQuery({ query: CheckoutSetupDocument, variables })).toEqual(setup);
    expect(
      cache.readQuery({ query: BranchDeliveryDocument, variables })?.clientConfig.dispatch,
    ).toEqual(dispatch);
  });
});
