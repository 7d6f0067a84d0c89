/**
 * What the shopper can be told about delivering this basket from one branch, from what the legacy
 * API tells a client: the branch's delivery options (its client configuration: none means
 * collection only) and, for a signed-in shopper whose delivery point is known, the comparison's
 * fee for this basket at that branch to that point (the legacy comparison is for a session only).
 * That fee is the branch's rule applied to this basket (a basket over a branch's free-delivery
 * amount delivers free, R 0.00); the amount itself is not in the legacy contract, so it is never
 * shown (ADR 0052).
 */
import type { DeliveryPoint } from './delivery-point';

export type BasketDelivery =
  /** The branch's options are on their way. */
  | { status: 'loading' }
  /** The branch offers no delivery at all. */
  | { status: 'collection-only' }
  /** This basket delivered from the branch to the point costs `feeInCents` (0: free). */
  | { status: 'fee'; feeInCents: number; point: DeliveryPoint }
  /** The branch delivers, but not to the point. */
  | { status: 'not-there'; point: DeliveryPoint }
  /** Not known: the shopper must sign in, or say where to deliver. */
  | { status: 'unknown'; needs: 'sign-in' | 'where' };

export interface DeliveryOption {
  method: 'COLLECT' | 'DELIVER';
  shippingCostInCents: number;
}

export interface ComparedAtBranch {
  delivers: boolean;
  shippingCostInCents: number;
}

export function basketDelivery({
  options,
  signedIn,
  point,
  compared,
  nothingNearDelivers = false,
}: {
  /** The branch's dispatch options; null while unknown. */
  options: readonly DeliveryOption[] | null;
  signedIn: boolean;
  point: DeliveryPoint;
  /**
   * The branch in the comparison for delivery to `point`: undefined while it is asked (or not
   * asked), null when the comparison does not list the branch (too far from the point).
   */
  compared: ComparedAtBranch | null | undefined;
  /**
   * No branch near the shopper's place or position delivers there (the shell's service area): a
   * branch that does (it is not near) does not deliver there either, which a visitor is told at
   * once rather than asked to sign in for a fee there is none of.
   */
  nothingNearDelivers?: boolean;
}): BasketDelivery {
  if (!options) return { status: 'loading' };
  if (!options.some((option) => option.method === 'DELIVER')) return { status: 'collection-only' };
  if (nothingNearDelivers && (point.kind === 'place' || point.kind === 'device'))
    return { status: 'not-there', point };
  if (!signedIn) return { status: 'unknown', needs: 'sign-in' };
  if (point.kind === 'default') return { status: 'unknown', needs: 'where' };
  if (compared === undefined) return { status: 'loading' };
  if (!compared?.delivers) return { status: 'not-there', point };
  return { status: 'fee', feeInCents: compared.shippingCostInCents, point };
}
