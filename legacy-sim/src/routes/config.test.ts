import { afterEach, describe, expect, it } from 'vitest';
import { simulatorOptionsFromEnv } from '../index.js';
import { createHarness, type Harness } from '../test-support/harness.js';

async function features(h: Harness) {
  const response = await h.call('GET', '/shopfront_config');
  expect(response.status).toBe(200);
  const { agency, multi_supplier } = response.body.config.config.features;
  return { agency, multi_supplier };
}

describe('shop mode (market or agency)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('is market by default: many suppliers compared, no agency', async () => {
    h = await createHarness();
    expect(await features(h)).toEqual({ agency: false, multi_supplier: true });
    expect((await h.call('GET', '/sim/config')).body.mode).toBe('market');
  });

  it('POST /sim/config switches the shop config to agency and back; reset restores the start mode', async () => {
    h = await createHarness();
    const agency = await h.call('POST', '/sim/config', { body: { mode: 'agency' } });
    expect(agency.status).toBe(200);
    expect(agency.body.mode).toBe('agency');
    expect(await features(h)).toEqual({ agency: true, multi_supplier: false });

    await h.call('POST', '/sim/config', { body: { mode: 'market' } });
    expect(await features(h)).toEqual({ agency: false, multi_supplier: true });

    await h.call('POST', '/sim/config', { body: { mode: 'agency' } });
    await h.call('POST', '/sim/reset');
    expect(await features(h)).toEqual({ agency: false, multi_supplier: true });
  });

  it('refuses an unknown mode and keeps the current one', async () => {
    h = await createHarness();
    const refused = await h.call('POST', '/sim/config', { body: { mode: 'franchise' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/market, agency/);
    expect((await features(h)).agency).toBe(false);
  });

  it('starts in agency mode with SIM_SHOP_MODE=agency, and reset keeps it', async () => {
    const options = simulatorOptionsFromEnv({ SIM_DATA_DIR: 'memory', SIM_SHOP_MODE: 'agency' });
    expect(options.shopMode).toBe('agency');
    h = await createHarness(options);
    expect(await features(h)).toEqual({ agency: true, multi_supplier: false });
    await h.call('POST', '/sim/reset');
    expect(await features(h)).toEqual({ agency: true, multi_supplier: false });
    expect(simulatorOptionsFromEnv({ SIM_DATA_DIR: 'memory' }).shopMode).toBe('market');
    expect(() => simulatorOptionsFromEnv({ SIM_SHOP_MODE: 'shop' })).toThrow(/SIM_SHOP_MODE/);
  });
});

describe('side panel links', () => {
  it('seeds the support chat, social and website links in the shop config', async () => {
    const h = await createHarness();
    try {
      const { meta } = (await h.call('GET', '/shopfront_config')).body.config.config;
      expect(meta.support_chat_url).toMatch(/^https:\/\//);
      expect(meta.facebook_url).toMatch(/^https:\/\/www\.facebook\.com\//);
      expect(meta.website_url).toMatch(/^https:\/\//);
    } finally {
      await h.close();
    }
  });
});

describe('reset at a given time', () => {
  it('POST /sim/reset { now } seeds the shop as of that moment and sets the clock there', async () => {
    const h = await createHarness();
    try {
      const now = '2026-03-04T08:30:00+02:00';
      expect((await h.call('POST', '/sim/reset', { body: { now } })).status).toBe(200);
      const clock = await h.call('GET', '/sim/clock');
      expect(Date.parse(clock.body.now) - Date.parse(now)).toBeGreaterThanOrEqual(0);
      expect(Date.parse(clock.body.now) - Date.parse(now)).toBeLessThan(60_000);
      // The same seed twice at the same moment: the same catalogue dates (promotion windows).
      const first = await h.call('GET', '/catalog/v1/suppliers/101/promotions');
      expect(first.status).toBe(200);
      expect(JSON.stringify(first.body)).toMatch(/2026-0[2-4]/);
      await h.call('POST', '/sim/reset', { body: { now } });
      const second = await h.call('GET', '/catalog/v1/suppliers/101/promotions');
      expect(second.body).toEqual(first.body);
      expect((await h.call('POST', '/sim/reset', { body: { now: 'soon' } })).status).toBe(400);
    } finally {
      await h.close();
    }
  });
});
