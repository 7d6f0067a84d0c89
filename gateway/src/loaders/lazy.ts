/**
 * Loaders made on first use. A request builds only the loaders its operation reads (one or two of
 * about thirty for most operations): the getters live on one prototype shared by every request,
 * so a request's set of loaders costs one small object until a loader is read.
 */
import type { Session } from '../session/types.js';
import type { Upstream } from '../upstream/index.js';

/** What every loader is made from: the upstream clients and the request's session. */
export interface LoaderContext {
  upstream: Upstream;
  session: Session;
}

/**
 * How to make each property of `T` from the request's context and the request's whole set of
 * loaders `All` (for loaders that use others, such as a supplier's origin).
 */
export type LoaderRecipes<T, All> = {
  [K in keyof T]: (context: LoaderContext, all: All) => T[K];
};

const CONTEXT = Symbol('loader context');

/** A maker of loader sets: each property is made from its recipe when first read, then kept. */
export function lazyLoaders<T extends object>(
  recipes: LoaderRecipes<T, T>,
): (context: LoaderContext) => T {
  const prototype = {};
  for (const key of Object.keys(recipes) as Array<keyof T & string>) {
    Object.defineProperty(prototype, key, {
      get(this: T & { [CONTEXT]: LoaderContext }) {
        const value = recipes[key](this[CONTEXT], this);
        Object.defineProperty(this, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return (context) => {
    const loaders = Object.create(prototype) as T & { [CONTEXT]: LoaderContext };
    loaders[CONTEXT] = context;
    return loaders;
  };
}
