import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test-support/harness.js';

describe('PATCH /sim/suppliers/{id}: a branch closes and opens again', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  const branch = async (id: number) =>
    (await h.call('GET', `/catalog/v1/suppliers/${id}`)).body.supplier;

  it('closes a branch with a notice, shown where its details are read; null opens it again', async () => {
    const notice = 'Closed for a burst pipe until Monday 08:00.';
    const closed = await h.call('PATCH', '/sim/suppliers/102', { body: { closed_text: notice } });
    expect(closed.status).toBe(200);
    expect((await branch(102)).closed_text).toBe(notice);
    const nearby = await h.call(
      'GET',
      '/catalog/v1/suppliers/distance_from?lat=-33.9&lon=18.57&distance=50',
    );
    const listed = nearby.body.resources.find((s: { id: number }) => s.id === 102);
    expect(listed.closed_text).toBe(notice);

    await h.call('PATCH', '/sim/suppliers/102', { body: { closed_text: null } });
    expect((await branch(102)).closed_text).toBeNull();
  });

  it('refuses anything but a notice or null, and an unknown branch', async () => {
    expect((await h.call('PATCH', '/sim/suppliers/102', { body: { closed_text: 3 } })).status).toBe(
      400,
    );
    expect((await h.call('PATCH', '/sim/suppliers/102', { body: {} })).status).toBe(400);
    expect(
      (await h.call('PATCH', '/sim/suppliers/999', { body: { closed_text: null } })).status,
    ).toBe(404);
    expect((await branch(102)).closed_text).toBeNull();
  });

  it('is undone by a reset', async () => {
    await h.call('PATCH', '/sim/suppliers/102', { body: { closed_text: 'Closed today.' } });
    await h.call('POST', '/sim/reset');
    expect((await branch(102)).closed_text).toBeNull();
  });
});
