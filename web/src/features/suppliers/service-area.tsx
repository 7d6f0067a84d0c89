/**
 * Whether any branch serves where the shopper is: the same nearby-branches query as the branch
 * dialog (so it is answered from the cache once the dialog has asked), only for a position the
 * shopper said or the device told. Until then the area is `unknown` and nothing is held back.
 *
 * A branch near that takes orders may still not deliver: Kaap Spens is collection-only (its client
 * configuration has no delivery option). The branches near are asked, nearest first, until one
 * delivers (one public, cached call, usually the first); where none does, the area is
 * `collectionOnly` and names the nearest branches to collect from. The legacy API tells a client
 * no delivery distance (ADR 0052): a branch with a delivery option counts as delivering here.
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BranchDeliveryDocument } from '../../core/config/BranchDelivery.generated';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../core/config/data-free';
import type { Position } from '../../lib/geolocation';
import { useKnownPosition } from '../../core/position';
import { ServiceAreaContext, type ServiceArea } from '../../core/service-area';
import { SuppliersNearDocument } from './SuppliersNear.generated';

/** Whether the branches near deliver: asked nearest first, until one does. */
export type DeliveryCheck = 'pending' | 'delivers' | 'collectionOnly';

interface NearBranch {
  id: string;
  name: string;
  disabled: boolean;
}

const COLLECTION_BRANCHES_NAMED = 3;

/** The nearby-branches variables for a position, the same wherever they are asked. */
export function nearVariables(position: Position | null) {
  return {
    lat: position?.lat ?? 0,
    lon: position?.lon ?? 0,
    radiusKm: isDataFree() ? DATA_FREE_RADIUS_KM : undefined,
  };
}

/** The area from where the shopper is, the branches near it (nearest first) and their delivery. */
export function serviceAreaOf(
  position: Position | null,
  near: readonly NearBranch[] | undefined,
  delivery: DeliveryCheck,
): ServiceArea {
  if (!position || !near) return { status: 'unknown' };
  const placeName = position.placeName ?? null;
  const open = near.filter((branch) => !branch.disabled);
  if (open.length === 0) return { status: 'unserved', placeName };
  if (delivery === 'pending') return { status: 'unknown' };
  if (delivery === 'delivers') return { status: 'served', placeName };
  return {
    status: 'collectionOnly',
    placeName,
    branches: open.slice(0, COLLECTION_BRANCHES_NAMED).map((branch) => branch.name),
  };
}

/** Asks the branches (nearest first, from the cache when it can) until one delivers. */
function useDeliveryCheck(ids: readonly string[] | null): DeliveryCheck {
  const client = useApolloClient();
  const key = ids?.join(',') ?? null;
  const [answer, setAnswer] = useState<{ key: string; check: DeliveryCheck } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void (async () => {
      let check: DeliveryCheck = 'collectionOnly';
      for (const supplierId of key.split(',')) {
        try {
          const { data } = await client.query({
            query: BranchDeliveryDocument,
            variables: { supplierId },
          });
          if (data?.clientConfig.dispatch.some((option) => option.method === 'DELIVER')) {
            check = 'delivers';
            break;
          }
        } catch {
          // Not known: nothing is held back for a branch that did not answer.
          check = 'delivers';
          break;
        }
      }
      if (live) setAnswer({ key, check });
    })();
    return () => {
      live = false;
    };
  }, [client, key]);
  return key !== null && answer?.key === key ? answer.check : 'pending';
}

/** The area as worked out from the stores and the answers (once per page: ServiceAreaProvider). */
function useServiceAreaOfPage(): ServiceArea {
  const position = useKnownPosition();
  const { data } = useQuery(SuppliersNearDocument, {
    variables: nearVariables(position),
    skip: !position,
  });
  const near = position ? data?.suppliersNear : undefined;
  const open = near?.filter((branch) => !branch.disabled).map((branch) => branch.id);
  const delivery = useDeliveryCheck(open && open.length > 0 ? open : null);
  return serviceAreaOf(position, near, delivery);
}

/**
 * Works the area out once for the page (the shell), for `useServiceArea` (core/service-area.ts).
 * Every product tile's Add asks it; each working it out for itself held a watched query, two
 * stores and an effect per tile, subscribed one after the other as the page hydrated
 * (docs/benchmarks.md, total blocking time). A reader renders again only when the area changes.
 */
export function ServiceAreaProvider({ children }: { children: ReactNode }) {
  const area = useServiceAreaOfPage();
  const key = JSON.stringify(area);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => area, [key]);
  return <ServiceAreaContext.Provider value={value}>{children}</ServiceAreaContext.Provider>;
}
