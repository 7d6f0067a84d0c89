/**
 * Delivery cost (PICUP or manual delivery) from a branch: the group's base fee plus R5 per km
 * beyond 5 km, free from the group's free-delivery subtotal. Groups with no base fee do not
 * deliver; addresses beyond 30 km are out of range.
 */
import { distanceKm } from '../lib/geo.js';
import type { AgencyRecord, SupplierRecord } from '../state/types.js';

export const MAX_DELIVERY_KM = 30;
const PER_KM_IN_CENTS = 500;
const INCLUDED_KM = 5;

export function delivers(agency: AgencyRecord | undefined): boolean {
  return (agency?.deliveryBaseInCents ?? 0) > 0;
}

export function deliveryCost(
  agency: AgencyRecord | undefined,
  supplier: SupplierRecord,
  subtotalInCents: number,
  lat: number,
  lon: number,
): number | null {
  if (!agency || !delivers(agency)) return null;
  const km = distanceKm(lat, lon, supplier.lat, supplier.lon);
  if (km > MAX_DELIVERY_KM) return null;
  if (agency.freeDeliveryFromInCents !== null && subtotalInCents >= agency.freeDeliveryFromInCents)
    return 0;
  return agency.deliveryBaseInCents + Math.round(Math.max(0, km - INCLUDED_KM) * PER_KM_IN_CENTS);
}
