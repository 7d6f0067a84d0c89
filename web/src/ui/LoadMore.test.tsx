/** "Show more": a form to the next page's address for a page without the scripts, in place with them. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';

function showMore(props: Partial<Parameters<typeof LoadMore>[0]>) {
  const onLoadMore = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <LoadMore hasMore loading={false} onLoadMore={onLoadMore} {...props} />
    </I18nProvider>,
  );
  return onLoadMore;
}

describe('LoadMore', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });
  afterEach(cleanup);

  it('with the next page’s address, is a GET form to it that the scripts answer in place', () => {
    const onLoadMore = showMore({ nextPageHref: '/search?q=maize+meal&shown=40#result-21' });
    const button = screen.getByRole('button', { name: 'Show more' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/search#result-21');
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'maize meal', shown: '40' });
    expect(button.className).not.toContain('needs-script');

    expect(fireEvent.submit(form)).toBe(false); // the navigation prevented
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('without one, is the scripts’ button alone', () => {
    const onLoadMore = showMore({});
    const button = screen.getByRole('button', { name: 'Show more' });
    expect(button.closest('form')).toBeNull();
    expect(button.className).toContain('needs-script');
    fireEvent.click(button);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says when the last page asked for did not come, and asks again when pressed', () => {
    const onLoadMore = showMore({ failed: true });
    expect(screen.getByRole('alert').textContent).toBe(
      'More could not be loaded. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does not say it failed while it asks again', () => {
    showMore({ failed: true, loading: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);
  });

  it('says nothing when there is no more', () => {
    showMore({ hasMore: false, nextPageHref: '/search?q=milk&shown=40' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
