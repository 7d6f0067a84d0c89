/**
 * The shopper's position: the device's, asked with high accuracy, no cached position and a 10 s
 * timeout, falling back to the shop's default map position when refused or unavailable.
 */
export interface Position {
  lat: number;
  lon: number;
  /**
   * `device` when the browser gave a position, `place` when the shopper said where they are (a
   * suburb or town), `default` when we fell back.
   */
  source: 'device' | 'place' | 'default';
  /** The suburb or town the shopper chose (with `place`). */
  placeName?: string;
}

/** The default map position. */
export const DEFAULT_POSITION: Position = { lat: -33.8999547, lon: 18.5701029, source: 'default' };

export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 10_000,
};

export function locateShopper(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<Position> {
  return new Promise((resolve) => {
    if (!geolocation) {
      resolve(DEFAULT_POSITION);
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lon: coords.longitude, source: 'device' }),
      () => resolve(DEFAULT_POSITION),
      GEOLOCATION_OPTIONS,
    );
  });
}
