import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSITION, GEOLOCATION_OPTIONS, locateShopper } from './geolocation';

function fakeGeolocation(outcome: 'ok' | 'denied'): Geolocation {
  return {
    getCurrentPosition: vi.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null) => {
        if (outcome === 'ok') {
          success({ coords: { latitude: -33.91, longitude: 18.55 } } as GeolocationPosition);
        } else {
          failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
        }
      },
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

describe('locateShopper', () => {
  it('asks with high accuracy, no cached position and a 10 s timeout', async () => {
    const geolocation = fakeGeolocation('ok');
    await expect(locateShopper(geolocation)).resolves.toEqual({
      lat: -33.91,
      lon: 18.55,
      source: 'device',
    });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      { enableHighAccuracy: true, maximumAge: 0, timeout: 10_000 },
    );
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });

  it('falls back to the default position when refused', async () => {
    await expect(locateShopper(fakeGeolocation('denied'))).resolves.toEqual(DEFAULT_POSITION);
  });
});
