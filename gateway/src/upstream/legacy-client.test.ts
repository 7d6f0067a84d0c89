import { describe, expect, it } from 'vitest';
import { buildPath } from './legacy-client.js';

describe('buildPath', () => {
  it('fills path parameters, encoding them', () => {
    expect(buildPath('/catalog/v1/suppliers/{id}/timeslots', { id: 'a b' })).toBe(
      '/catalog/v1/suppliers/a%20b/timeslots',
    );
  });

  it('appends the query, skipping absent values', () => {
    expect(buildPath('/catalog/v1/categories', {}, { supplier_id: 7, page: undefined })).toBe(
      '/catalog/v1/categories?supplier_id=7',
    );
  });

  it('refuses to call with a missing path parameter', () => {
    expect(() => buildPath('/api/v1/orders/{id}', {})).toThrow('Missing path parameter "id"');
  });
});
