/** The distances the leaflets page offers, and the one it opens with (read by its loader too). */
import { DATA_FREE_RADIUS_KM, isDataFree } from '../../core/config/data-free';

export const LEAFLET_RADII_KM = [5, 10, 15, 25, 50];

export function firstLeafletRadiusKm(): number {
  return isDataFree() ? DATA_FREE_RADIUS_KM : 15;
}
