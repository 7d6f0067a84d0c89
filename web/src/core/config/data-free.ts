/**
 * Data-free browsing: a shopper who arrives through the data-free referral link (the address
 * carries `referrer=datafree`, `ref=datafree` or `datafree=1`) browses with the flag set:
 * a 15 km supplier radius, a supplier dialog that cannot be dismissed, no social-media link, and
 * no image heavier than a thumbnail. The flag is kept for the session's later visits.
 */
import { readStored, writeStored } from '../../lib/storage';

export const DATA_FREE_RADIUS_KM = 15;

interface AppState {
  dataFree?: boolean;
  versionChecksum?: string;
}

export function hasDataFreeMarker(search: string): boolean {
  const params = new URLSearchParams(search);
  return (
    params.get('referrer') === 'datafree' ||
    params.get('ref') === 'datafree' ||
    params.get('datafree') === '1'
  );
}

let dataFree = readStored<AppState>('app-v1', {}).dataFree === true;

/** Reads the referral marker from the address on start; once set, the flag stays. */
export function initDataFree(search: string = window.location.search): boolean {
  if (hasDataFreeMarker(search)) {
    dataFree = true;
    writeStored('app-v1', { ...readStored<AppState>('app-v1', {}), dataFree: true });
  }
  return dataFree;
}

export function isDataFree(): boolean {
  return dataFree;
}

export function readAppState(): AppState {
  return readStored<AppState>('app-v1', {});
}

export function writeAppState(patch: AppState): void {
  writeStored('app-v1', { ...readAppState(), ...patch });
}
