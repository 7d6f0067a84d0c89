/**
 * Loaders in tasks of their own. On the first visit createBrowserRouter runs every matched
 * loader at once while the shop's entry module evaluates; each starts Apollo queries (the very
 * first also builds Apollo's document transforms, cache reads and link chain), which on a slow
 * phone made one task of half a second (Lighthouse's total blocking time). Yielding before each
 * loader splits that into one task per loader, so the page can paint and answer input between
 * them; the requests start a task later, not a round trip later.
 */
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a timer. */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function inItsOwnTask(loader: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    await yieldToMain();
    return loader(args);
  };
}

/** The same routes, each loader run after a yield. */
export function withLoadersInTheirOwnTasks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loader = typeof route.loader === 'function' ? inItsOwnTask(route.loader) : route.loader;
    const children = route.children && withLoadersInTheirOwnTasks(route.children);
    return { ...route, loader, ...(children ? { children } : {}) } as RouteObject;
  });
}
