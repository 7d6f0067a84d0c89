import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, initialLocale } from './i18n';
import { deviceCookie } from '../test-support/device-cookie';

const localeCookie = () => deviceCookie('sf_locale');

describe('the shopper’s language on the device', () => {
  afterEach(async () => {
    document.cookie = 'sf_locale=; path=/; max-age=0';
    await activateLocale('en');
    document.cookie = 'sf_locale=; path=/; max-age=0';
  });

  it('has one home, the sf_locale cookie the server renders with', async () => {
    expect(initialLocale()).toBe('en');
    document.cookie = 'sf_locale=fr; path=/';
    expect(initialLocale()).toBe('fr');
    await activateLocale('af');
    expect(i18n.locale).toBe('af');
    expect(localeCookie()).toBe('af');
    expect(localStorage.getItem('locale-v1')).toBeNull();
    expect(initialLocale()).toBe('af');
  });

  it('is English when the cookie names no language of the shop', () => {
    document.cookie = 'sf_locale=de; path=/';
    expect(initialLocale()).toBe('en');
  });
});
