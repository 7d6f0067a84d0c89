import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ClientStores,
  createPageStores,
  createStore,
  defineStore,
  pageStore,
  useStore,
} from './client-state';

interface Counter {
  count: number;
  label: string;
}

const counterPersistence = {
  key: 'app-v1' as const,
  restore: (stored: unknown): Counter =>
    typeof stored === 'object' && stored !== null && typeof (stored as Counter).count === 'number'
      ? (stored as Counter)
      : { count: 0, label: 'new' },
};

describe('client state', () => {
  beforeEach(() => localStorage.clear());

  it('restores what was stored, and falls back on a missing or corrupt entry', () => {
    localStorage.setItem('app-v1', JSON.stringify({ count: 3, label: 'kept' }));
    expect(createStore<Counter>({ count: 0, label: '' }, counterPersistence).get()).toEqual({
      count: 3,
      label: 'kept',
    });
    localStorage.setItem('app-v1', '{broken');
    expect(createStore<Counter>({ count: 0, label: '' }, counterPersistence).get()).toEqual({
      count: 0,
      label: 'new',
    });
  });

  it('writes every change, and removes the entry when save says null', () => {
    const store = createStore<Counter>(
      { count: 0, label: '' },
      {
        ...counterPersistence,
        save: (state) => (state.count === 0 ? null : state),
      },
    );
    store.update((state) => ({ ...state, count: 2 }));
    expect(JSON.parse(localStorage.getItem('app-v1') ?? 'null')).toEqual({
      count: 2,
      label: 'new',
    });
    store.set({ count: 0, label: 'new' });
    expect(localStorage.getItem('app-v1')).toBeNull();
  });

  it('an update that returns the same state notifies nobody', () => {
    const store = createStore({ count: 1, label: 'a' });
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.update((state) => state);
    store.update((state) => ({ ...state, count: 2 }));
    expect(calls).toBe(1);
  });

  it('re-renders a component only when the part it selects changes', () => {
    const kind = defineStore<Counter>({ count: 0, label: 'a' });
    const store = pageStore(kind);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(kind, (state) => state.label);
    });
    expect(result.current).toBe('a');
    act(() => store.update((state) => ({ ...state, count: 5 })));
    expect(renders).toBe(1);
    act(() => store.update((state) => ({ ...state, label: 'b' })));
    expect(result.current).toBe('b');
  });

  it('follows a change another tab stored', () => {
    const kind = defineStore<Counter>({ count: 0, label: '' }, counterPersistence);
    const { result } = renderHook(() => useStore(kind, (state) => state.count));
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 7, label: 'other tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'app-v1' }));
    });
    expect(result.current).toBe(7);
    expect(pageStore(kind).get().label).toBe('other tab');
  });

  it('follows a cookie another tab changed as soon as the browser says so (Cookie Store API)', () => {
    const cookieStore = new EventTarget();
    vi.stubGlobal('cookieStore', cookieStore);
    try {
      const kind = defineStore<string>('', {
        key: 'sf_branch',
        inCookie: true,
        restore: (stored) => (typeof stored === 'string' ? stored : ''),
      });
      const { result } = renderHook(() => useStore(kind, (state) => state));
      expect(result.current).toBe('');
      act(() => {
        document.cookie = 'sf_branch=101; path=/';
        // A change of another cookie is not this slice's.
        cookieStore.dispatchEvent(
          Object.assign(new Event('change'), { changed: [{ name: 'other' }], deleted: [] }),
        );
      });
      expect(result.current).toBe('');
      act(() => {
        cookieStore.dispatchEvent(
          Object.assign(new Event('change'), { changed: [{ name: 'sf_branch' }], deleted: [] }),
        );
      });
      expect(result.current).toBe('101');
    } finally {
      document.cookie = 'sf_branch=; path=/; max-age=0';
      vi.unstubAllGlobals();
    }
  });

  describe('one state per request context', () => {
    const counter = defineStore<Counter>({ count: 0, label: 'new' });

    it("a second page load's slice starts afresh: nothing set in the first is seen there", () => {
      const first = createPageStores();
      first.of(counter).set({ count: 4, label: 'first' });
      const second = createPageStores();
      expect(second.of(counter).get()).toEqual({ count: 0, label: 'new' });
      expect(first.of(counter).get()).toEqual({ count: 4, label: 'first' });
    });

    it("the page's module functions and its components read the newest page load's slice", () => {
      createPageStores().of(counter).set({ count: 1, label: 'old page' });
      const stores = createPageStores();
      pageStore(counter).set({ count: 2, label: 'this page' });
      expect(stores.of(counter).get().label).toBe('this page');
      const { result } = renderHook(() => useStore(counter, (state) => state.label));
      expect(result.current).toBe('this page');
    });

    it("two server requests in one process never see each other's state", () => {
      const one = new ClientStores('server', { 'app-v1': { count: 1, label: 'one' } });
      const two = new ClientStores('server', {});
      const kind = defineStore<Counter>({ count: 0, label: '' }, counterPersistence);
      one.of(kind).set({ count: 5, label: 'changed in one' });
      expect(two.of(kind).get()).toEqual(counterPersistence.restore(null));
      expect(one.of(kind).get()).toEqual({ count: 5, label: 'changed in one' });
      // A server's slice writes nothing to the storage a browser would read.
      expect(localStorage.getItem('app-v1')).toBeNull();
    });
  });

  describe('while a server-rendered page hydrates', () => {
    const kind = defineStore<Counter>({ count: 0, label: '' }, counterPersistence);

    it("hands React this browser's own state when the page was rendered with the same stored copy, so nothing re-renders after hydration", () => {
      const fresh = new ClientStores('browser', {});
      expect(fresh.serverState(kind)).toBe(fresh.of(kind).get());

      localStorage.setItem('app-v1', JSON.stringify({ count: 2, label: 'kept' }));
      const same = new ClientStores('browser', { 'app-v1': { count: 2, label: 'kept' } });
      expect(same.serverState(kind)).toBe(same.of(kind).get());
    });

    it('hands React the state the page was rendered with when this browser stores another', () => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 3, label: 'mine' }));
      const stores = new ClientStores('browser', { 'app-v1': { count: 1, label: 'server' } });
      expect(stores.serverState(kind)).toEqual({ count: 1, label: 'server' });
      expect(stores.of(kind).get()).toEqual({ count: 3, label: 'mine' });
    });
  });

  describe('in a server render', () => {
    it("shows each request's own state, never what the browser stores", () => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 9, label: 'module' }));
      const kind = defineStore<Counter>({ count: 0, label: '' }, counterPersistence);
      const one = new ClientStores('server', { 'app-v1': { count: 1, label: 'one' } });
      const two = new ClientStores('server', {});
      expect(one.serverState(kind)).toEqual({ count: 1, label: 'one' });
      expect(two.serverState(kind)).toEqual(counterPersistence.restore(null));
      expect(one.serverState(kind)).toEqual({ count: 1, label: 'one' });
    });

    afterEach(() => vi.unstubAllEnvs());

    it("refuses the page load's stores, so code that reached for them fails where it was called", () => {
      vi.stubEnv('SSR', true);
      const kind = defineStore<Counter>({ count: 0, label: '' }, counterPersistence);
      expect(() => pageStore(kind)).toThrow(/server render.*request context/);
    });
  });
});
