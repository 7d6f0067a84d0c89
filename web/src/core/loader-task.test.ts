import {
  RouterContextProvider,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withLoadersInTheirOwnTasks } from './loader-task';

const args = {
  params: {},
  request: new Request('http://shop.test/'),
  url: new URL('http://shop.test/'),
  pattern: '/',
  context: new RouterContextProvider(),
};

function loaderOf(route: RouteObject | undefined): LoaderFunction {
  if (typeof route?.loader !== 'function') throw new Error('no loader');
  return route.loader;
}

describe('withLoadersInTheirOwnTasks', () => {
  it('runs each loader in a later task, and passes its answer on', async () => {
    const ran: string[] = [];
    const [root] = withLoadersInTheirOwnTasks([
      {
        id: 'root',
        loader: () => {
          ran.push('loader');
          return { config: 'ref' };
        },
      },
    ]);
    const answer = loaderOf(root)(args as LoaderFunctionArgs);
    ran.push('same task');
    // A microtask is not enough: the loader waits for a task of its own.
    await Promise.resolve();
    expect(ran).toEqual(['same task']);
    await expect(answer).resolves.toEqual({ config: 'ref' });
    expect(ran).toEqual(['same task', 'loader']);
  });

  it('wraps the loaders of nested routes and leaves routes without one alone', async () => {
    const child = vi.fn(() => 'child data');
    const [root] = withLoadersInTheirOwnTasks([
      { id: 'root', children: [{ id: 'screen', index: true, loader: child }, { id: 'plain' }] },
    ]);
    expect(root?.loader).toBeUndefined();
    expect(root?.children?.[1]).toEqual({ id: 'plain' });
    const answer = loaderOf(root?.children?.[0])(args as LoaderFunctionArgs);
    expect(child).not.toHaveBeenCalled();
    await expect(answer).resolves.toBe('child data');
    expect(child).toHaveBeenCalledWith(args);
  });
});
