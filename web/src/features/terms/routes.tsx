/** The terms and conditions. */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { noDataLoader } from '../../core/route-loaders';

export const termsRoutes: RouteObject[] = [
  {
    path: 'terms_and_conditions',
    handle: {
      title: msg`Terms and conditions`,
      render: { screen: 'src/features/terms/TermsPage.tsx', signedIn: true },
    } satisfies RouteHandle,
    loader: noDataLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./TermsPage'))).TermsPage,
    }),
  },
];
