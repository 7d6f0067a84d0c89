import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BannerStrip } from './BannerStrip';

const banner = (id: string, title: string) => ({
  __typename: 'Banner' as const,
  id,
  title,
  imageUrl: `https://example.test/${id}.png`,
  targetId: null,
  targetType: null,
});

describe('BannerStrip', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('fetches the first banner (the largest picture on screen) at once and first, the rest when scrolled to', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <BannerStrip banners={[banner('1', 'Braai week'), banner('2', 'Back to school')]} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const first = screen.getByRole('img', { name: 'Braai week' });
    const second = screen.getByRole('img', { name: 'Back to school' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['640', '240']);
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('fetchpriority')).not.toBe('high');
  });
});
