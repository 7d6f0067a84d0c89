import { describe, expect, it } from 'vitest';
import { serviceAreaOf } from './service-area';

const place = { lat: -33.9, lon: 18.6, source: 'place' as const, placeName: 'Goodwood' };
const device = { lat: -33.9, lon: 18.6, source: 'device' as const };
const branch = (id: string, name: string, disabled = false) => ({ id, name, disabled });

describe('serviceAreaOf', () => {
  it('is unknown until the shopper said where they are or the device told', () => {
    expect(serviceAreaOf(null, undefined, 'delivers')).toEqual({ status: 'unknown' });
    expect(serviceAreaOf(place, undefined, 'pending')).toEqual({ status: 'unknown' });
  });

  it('is unserved where no branch is near, naming the place the shopper said', () => {
    expect(serviceAreaOf(place, [], 'pending')).toEqual({
      status: 'unserved',
      placeName: 'Goodwood',
    });
    // A disabled branch takes no orders: it serves nobody.
    expect(
      serviceAreaOf(device, [branch('203', 'Boland Bulk Kraaifontein', true)], 'pending'),
    ).toEqual({ status: 'unserved', placeName: null });
  });

  it('is served once a branch near delivers', () => {
    expect(serviceAreaOf(device, [branch('101', 'Mzansi Fresh Parow')], 'delivers')).toEqual({
      status: 'served',
      placeName: null,
    });
  });

  it('names the three nearest branches to collect from when none near delivers', () => {
    const near = [
      branch('301', 'Kaap Spens Goodwood'),
      branch('203', 'Boland Bulk Kraaifontein', true),
      branch('302', 'Kaap Spens Edgemead'),
      branch('303', 'Kaap Spens Milnerton'),
      branch('304', 'Kaap Spens Brackenfell'),
    ];
    expect(serviceAreaOf(place, near, 'collectionOnly')).toEqual({
      status: 'collectionOnly',
      placeName: 'Goodwood',
      branches: ['Kaap Spens Goodwood', 'Kaap Spens Edgemead', 'Kaap Spens Milnerton'],
    });
  });

  it('holds nothing back while the branches near are being asked whether they deliver', () => {
    expect(serviceAreaOf(place, [branch('301', 'Kaap Spens Goodwood')], 'pending')).toEqual({
      status: 'unknown',
    });
  });
});
