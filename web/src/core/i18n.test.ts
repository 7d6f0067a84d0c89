import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, chooseLocale, i18n, initialLocale, localeChosenOnDevice } from './i18n';
import { deviceCookie } from '../test-support/device-cookie';

const localeCookie = () => deviceCookie('sf_locale');

describe('the shopper’s language on the device', () => {
  afterEach(async () => {
    localStorage.removeItem('locale-chosen-v1');
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

  it('counts as chosen on the device only while its cookie holds it', async () => {
    await chooseLocale('fr');
    expect(localeChosenOnDevice()).toBe(true);
    // The cookie cleared or expired: the choice went with it (signing in speaks the account's).
    document.cookie = 'sf_locale=; path=/; max-age=0';
    expect(localeChosenOnDevice()).toBe(false);
  });

  it('is English when the cookie names no language of the shop', () => {
    document.cookie = 'sf_locale=de; path=/';
    expect(initialLocale()).toBe('en');
  });
});
