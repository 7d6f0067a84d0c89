/**
 * Where the shopper is, shared by the branch dialog, leaflets, comparisons and search: the suburb
 * or town they said they are in (kept across visits: it is their choice), else the device's
 * position, asked once per visit, else the shop's default map position.
 */
import { useEffect } from 'react';
import { defineStore, pageStore, pageStores, useStore, type ClientStores } from './client-state';
import { DEFAULT_POSITION, locateShopper, type Position } from '../lib/geolocation';

/** A suburb or town the shopper chose, as stored. */
export interface ChosenPlace {
  name: string;
  lat: number;
  lon: number;
}

function isChosenPlace(stored: unknown): stored is ChosenPlace {
  const place = stored as Partial<ChosenPlace> | null;
  return (
    typeof place?.name === 'string' &&
    typeof place.lat === 'number' &&
    Number.isFinite(place.lat) &&
    typeof place.lon === 'number' &&
    Number.isFinite(place.lon)
  );
}

const chosenPlaceStore = defineStore<ChosenPlace | null>(null, {
  key: 'place-v1',
  restore: (stored) => (isChosenPlace(stored) ? stored : null),
});
/** The browser page load's instance (each request context holds its own). */
const chosenPlace = () => pageStore(chosenPlaceStore);

/** The device's answer in this visit (`default` when refused or unavailable). */
const devicePositionStore = defineStore<Position | null>(null);
/** The browser page load's instance (each request context holds its own). */
const devicePosition = () => pageStore(devicePositionStore);
let pending: Promise<Position> | null = null;

function placePosition(place: ChosenPlace): Position {
  return { lat: place.lat, lon: place.lon, source: 'place', placeName: place.name };
}

function askDevice(): Promise<Position> {
  pending ??= locateShopper().then((position) => {
    devicePosition().set(position);
    return position;
  });
  return pending;
}

/** Where the shopper is (`stores`: a loader's context's; by default the page load's). */
export function getPosition(stores: ClientStores = pageStores()): Promise<Position> {
  const place = stores.of(chosenPlaceStore).get();
  return place ? Promise.resolve(placePosition(place)) : askDevice();
}

/** Says where the shopper is, or (null) goes back to the device's position. */
export function choosePlace(place: ChosenPlace | null): void {
  if (!place && devicePosition().get()?.source === 'default') {
    // Ask the device again: the shopper may have allowed it since.
    pending = null;
    devicePosition().set(null);
  }
  chosenPlace().set(place);
}

/** Where the shopper is; asks the device (once per visit) when they have not said. */
export function usePosition(enabled = true): Position | null {
  const place = useStore(chosenPlaceStore);
  const device = useStore(devicePositionStore);
  useEffect(() => {
    if (enabled && !place && !device) void askDevice();
  }, [enabled, place, device]);
  if (place) return placePosition(place);
  return device;
}

/**
 * Where the shopper is, only when they said it or the device told it in this visit: never the
 * default position, and never asks (no permission prompt from a page that only wants to know).
 */
export function useKnownPosition(): Position | null {
  const place = useStore(chosenPlaceStore);
  const device = useStore(devicePositionStore);
  if (place) return placePosition(place);
  return device && device.source !== DEFAULT_POSITION.source ? device : null;
}
