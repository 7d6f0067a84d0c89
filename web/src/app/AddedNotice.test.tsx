import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddedNotice } from './AddedNotice';

function at(path: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AddedNotice />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('AddedNotice', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('says the item is in, with the way to the basket, on the page an Add came back to', () => {
    at('/product/1?added=1');
    expect(screen.getByRole('status').textContent).toBe('Added to your basket See your basket');
    expect(screen.getByRole('link', { name: 'See your basket' }).getAttribute('href')).toBe(
      '/basket',
    );
  });

  it('says nothing on any other page', () => {
    at('/product/1');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
