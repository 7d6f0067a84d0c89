import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPageStores } from '../../core/client-state';
import { AdPopup } from './AdPopup';
import type { AdPopupsQuery } from './AdPopups.generated';

type Popup = AdPopupsQuery['ads']['popups'][number];

function popup(id: string, title: string): Popup {
  return {
    __typename: 'Banner',
    id,
    title,
    imageUrl: `https://example.test/ads/${id}.png`,
    targetId: null,
    targetType: null,
  } as Popup;
}

function popupsTree(popups: Popup[]) {
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <AdPopup popups={popups} />
      </MemoryRouter>
    </I18nProvider>
  );
}

function renderPopups(popups: Popup[]) {
  return render(popupsTree(popups));
}

describe('AdPopup', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the first popup not seen yet, its picture fetched first (the largest on a first visit)', () => {
    renderPopups([popup('8', 'Welcome! R10 minimum'), popup('9', 'Free delivery')]);
    const picture = screen.getByRole('img', { name: 'Welcome! R10 minimum' });
    expect(picture.getAttribute('loading')).not.toBe('lazy');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('img', { name: 'Free delivery' })).toBeNull();
  });

  it('shows each popup once on this device, and Dismiss closes it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T08:00:00Z') });
    // Ids of their own: what a test has seen stays seen in this module's store.
    const popups = [popup('20', 'Stokvel week'), popup('21', 'Free delivery')];
    renderPopups(popups);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    cleanup();

    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    renderPopups(popups);
    expect(screen.getByRole('img', { name: 'Free delivery' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Stokvel week' })).toBeNull();
  });

  it('shows at most one announcement a day: choosing a branch brings no second one', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T08:00:00Z') });
    renderPopups([popup('30', 'Welcome'), popup('31', 'Branch special')]);
    expect(screen.getByRole('img', { name: 'Welcome' })).toBeTruthy();
    cleanup();

    // The branch's home page, the same day: its own popup waits.
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
    renderPopups([popup('31', 'Branch special')]);
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    cleanup();

    vi.setSystemTime(new Date('2026-12-02T09:00:00Z'));
    renderPopups([popup('31', 'Branch special')]);
    expect(screen.getByRole('img', { name: 'Branch special' })).toBeTruthy();
  });

  it('a shared page hydrated on a device that has seen its announcement drops it, for good', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T08:00:00Z'), toFake: ['Date'] });
    const popups = [popup('40', 'Seen yesterday'), popup('41', 'Seen this morning')];
    // The server's page: it cannot know this device, so it carries the first announcement.
    const container = document.createElement('div');
    container.innerHTML = renderToString(popupsTree(popups));
    expect(container.querySelector('aside')).not.toBeNull();
    // This device saw both, the second today (a page load's stores read the device's storage).
    localStorage.setItem('ads-v1', JSON.stringify({ ids: ['40', '41'], day: '2026-12-03' }));
    createPageStores();
    document.body.appendChild(container);
    render(popupsTree(popups), { container, hydrate: true });
    await act(async () => {});
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull();
    localStorage.removeItem('ads-v1');
  });
});
