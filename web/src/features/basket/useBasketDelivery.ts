/**
 * What can be said about delivering the basket from a branch (delivery-fee.ts), from the branch's
 * delivery options and, for a signed-in shopper whose delivery point is known, the comparison for
 * delivery: the same query and variables as the comparison screen with "Have delivered", so one
 * legacy call serves both and an unchanged basket asks nothing again. The point is the delivery
 * address chosen for this basket, a place the shopper said, or the device's position when the
 * browser allows it without a prompt (never the default point: the shopper is asked instead).
 */
import { useQuery } from '@apollo/client/react';
import { useCheckout } from '../../core/checkout-store';
import { useKnownPosition } from '../../core/position';
import { nothingNearDelivers, useServiceArea } from '../../core/service-area';
import { DEFAULT_POSITION } from '../../lib/geolocation';
import { useAccount } from '../account/account-store';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';
import { useAllowedDevicePosition } from '../../core/allowed-position';
import { BasketComparisonDocument } from './BasketComparison.generated';
import { useCart } from './cart-store';
import { deliveryComparisonVariables } from './comparison-query';
import { basketDelivery, type BasketDelivery } from './delivery-fee';
import { deliveryPoint } from './delivery-point';

export function useBasketDelivery(supplierId: string | null): BasketDelivery | null {
  const signedIn = !!useAccount();
  const cart = useCart();
  useAllowedDevicePosition();
  const position = useKnownPosition();
  const address = useCheckout().address;
  const point = deliveryPoint(address, position);
  const area = useServiceArea();
  const branch = useQuery(BranchDeliveryDocument, {
    variables: { supplierId: supplierId ?? '' },
    skip: !supplierId,
  });
  const options = branch.data?.clientConfig.dispatch ?? null;
  const delivers = !!options?.some((option) => option.method === 'DELIVER');
  const comparison = useQuery(BasketComparisonDocument, {
    variables: deliveryComparisonVariables(cart, position ?? DEFAULT_POSITION, address),
    skip: !supplierId || !signedIn || !delivers || point.kind === 'default' || !cart.items.length,
  });
  if (!supplierId || branch.error || comparison.error) return null;
  const baskets = comparison.data?.basketComparison.baskets;
  const compared = baskets
    ? (baskets.find((basket) => basket.supplier.id === supplierId) ?? null)
    : undefined;
  return basketDelivery({
    options,
    signedIn,
    point,
    compared,
    nothingNearDelivers: nothingNearDelivers(area),
  });
}
