/** The address book (signed in). */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { addressBookLoader } from './loaders';

export const addressRoutes: RouteObject[] = [
  {
    path: 'address_management',
    handle: { title: msg`Address book` } satisfies RouteHandle,
    loader: addressBookLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./AddressBookPage'))).AddressBookPage,
    }),
  },
];
