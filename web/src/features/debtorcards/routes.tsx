/** Debtor cards (signed in). */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { debtorCardsLoader } from './loaders';

export const debtorCardRoutes: RouteObject[] = [
  {
    path: 'debtorcards',
    handle: { title: msg`Debtor cards` } satisfies RouteHandle,
    loader: debtorCardsLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./DebtorCardsPage'))).DebtorCardsPage,
    }),
  },
];
