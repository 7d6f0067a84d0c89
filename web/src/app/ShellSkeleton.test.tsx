import { i18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADING, ShellSkeleton } from './ShellSkeleton';

describe('ShellSkeleton', () => {
  afterEach(cleanup);

  it('names itself in the shopper’s language once a catalog is active', () => {
    i18n.load('af', { [LOADING.id]: 'Laai tans' });
    i18n.activate('af');
    render(<ShellSkeleton />);
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Laai tans');
  });
});
