import { formatDecimal } from './numbers';

/** Distance to a branch in km with one decimal, as prices are written: "1.2 km", "1 261.0 km". */
export function formatDistanceKm(km: number): string {
  return `${formatDecimal(km, 1)} km`;
}
