/** Signing in, registering, passwords (open to visitors) and the profile (signed in). */
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { loadChunk } from '../../core/chunk-timeout';
import type { RouteHandle } from '../../core/route-handle';
import { noDataLoader } from '../../core/route-loaders';
import { profileLoader, registerLoader } from './loaders';

export const accountRoutes: RouteObject[] = [
  {
    path: 'sign_in',
    // Rendered for visitors: its form works before the scripts, or without them (POST /sign_in).
    handle: {
      title: msg`Log in`,
      render: { screen: 'src/features/account/SignInPage.tsx' },
    } satisfies RouteHandle,
    loader: noDataLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./SignInPage'))).SignInPage,
    }),
  },
  {
    path: 'register',
    // Rendered for visitors: its form works before the scripts, or without them (POST /register).
    handle: {
      title: msg`Register`,
      render: { screen: 'src/features/account/RegisterPage.tsx' },
    } satisfies RouteHandle,
    loader: registerLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./RegisterPage'))).RegisterPage,
    }),
  },
  {
    path: 'forgot_password',
    // Rendered for visitors: its form works before the scripts, or without them (POST /forgot_password).
    handle: {
      title: msg`Forgot password`,
      render: { screen: 'src/features/account/ForgotPasswordPage.tsx' },
    } satisfies RouteHandle,
    loader: noDataLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ForgotPasswordPage'))).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset_password',
    // Rendered for visitors: its first step works before the scripts, or without them (POST /reset_password).
    handle: {
      title: msg`Reset password`,
      render: { screen: 'src/features/account/ResetPasswordPage.tsx' },
    } satisfies RouteHandle,
    loader: noDataLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ResetPasswordPage'))).ResetPasswordPage,
    }),
  },
];

/** In the router's signed-in group. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { title: msg`Profile` } satisfies RouteHandle,
    loader: profileLoader,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./ProfilePage'))).ProfilePage,
    }),
  },
];
