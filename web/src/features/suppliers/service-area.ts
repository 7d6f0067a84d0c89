/**
 * Whether any branch serves where the shopper is: the same nearby-branches query as the branch
 * dialog (so it is answered from the cache once the dialog has asked), only for a position the
 * shopper said or the device told. Until then the area is `unknown` and nothing is held back.
 */
import { useQuery } from '@apollo/client/react';
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../core/config/data-free';
import type { Position } from '../../lib/geolocation';
import { useKnownPosition } from '../../core/position';
import { SuppliersNearDocument } from './SuppliersNear.generated';

export type ServiceArea =
  | { status: 'unknown' }
  | { status: 'served' }
  /** No open or closed branch near: nothing can be ordered there. */
  | { status: 'unserved'; placeName: string | null };

/** The nearby-branches variables for a position, the same wherever they are asked. */
export function nearVariables(position: Position | null) {
  return {
    lat: position?.lat ?? 0,
    lon: position?.lon ?? 0,
    radiusKm: isDataFree() ? DATA_FREE_RADIUS_KM : undefined,
  };
}

export function useServiceArea(): ServiceArea {
  const position = useKnownPosition();
  const { data } = useQuery(SuppliersNearDocument, {
    variables: nearVariables(position),
    skip: !position,
  });
  if (!position || !data) return { status: 'unknown' };
  if (data.suppliersNear.length > 0) return { status: 'served' };
  return { status: 'unserved', placeName: position.placeName ?? null };
}
