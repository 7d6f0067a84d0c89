/**
 * The one object a page works in (docs/adr/0049): in the browser one per page load, on the
 * server one per rendered request. It holds the Apollo client and its query preloader, the branch
 * and language the page is for, and the stored states the page was rendered with. Loaders and
 * actions take it from React Router's router context (`contextOf(args)`), components from
 * `useRequestContext()`; nothing reaches it through a module-level variable, so nothing of one
 * request can be read while rendering another. Its `stores` are the client state's slices, made
 * for this context alone (core/client-state.ts).
 */
import type { ApolloClient } from '@apollo/client';
import type { createQueryPreloader } from '@apollo/client/react';
import { createContext as createReactContext, useContext } from 'react';
import { createContext, RouterContextProvider } from 'react-router';
import type { ClientStores } from './client-state';
import type { Locale } from './locales';
import type { SelectedSupplier } from './supplier-choice';

export type QueryPreloader = ReturnType<typeof createQueryPreloader>;

export interface RequestContext {
  /** `browser`: the page load's; `server`: one request's render. */
  where: 'browser' | 'server';
  client: ApolloClient;
  /** Starts a query from a loader; the screen reads it with `usePreloadedQuery`. */
  preloadQuery: QueryPreloader;
  /** The branch the page is for (in the browser the shopper's choice, which may change). */
  branch(): SelectedSupplier | null;
  locale(): Locale;
  /**
   * The stored states the page was rendered with, by storage key (`suppliers-v1`): what a store
   * shows on the server and during hydration (`useStore`'s server snapshot).
   */
  storeStates: Record<string, unknown>;
  /**
   * This context's own instances of the client state's slices (`stores.of(kind)`): in the
   * browser the page load's, kept in local storage; on the server the request's, restored from
   * `storeStates`. Components read them with `useStore`.
   */
  stores: ClientStores;
  /**
   * Server only: whether the request's session names a shopper, read before the loaders run
   * (`AccountSession` is in `client`'s cache). The browser's account store knows it there.
   */
  signedIn?: boolean;
  /** Set while rendering when the page's subject does not exist: the server answers 404. */
  notFound: boolean;
}

/** The key loaders and actions read the context under (`context.get(requestContext)`). */
export const requestContext = createContext<RequestContext>();

/** A router context holding `request`, for `createBrowserRouter`'s `getContext` or a static handler. */
export function routerContextFor(request: RequestContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(requestContext, request);
  return provider;
}

/** The request context of a loader's or action's arguments. */
export function contextOf(args: { context: Readonly<RouterContextProvider> }): RequestContext {
  return args.context.get(requestContext);
}

const ReactRequestContext = createReactContext<RequestContext | null>(null);

/** Gives the components below the page's context (App in the browser, the server entry). */
export const RequestContextProvider = ReactRequestContext.Provider;

/** The page's context, or null outside a provider (a component test). */
export function useOptionalRequestContext(): RequestContext | null {
  return useContext(ReactRequestContext);
}

export function useRequestContext(): RequestContext {
  const context = useContext(ReactRequestContext);
  if (!context) throw new Error('useRequestContext outside a RequestContextProvider');
  return context;
}
