import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, useStore } from './client-state';

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
    const store = createStore<Counter>({ count: 0, label: 'a' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useStore(store, (state) => state.label);
    });
    expect(result.current).toBe('a');
    act(() => store.update((state) => ({ ...state, count: 5 })));
    expect(renders).toBe(1);
    act(() => store.update((state) => ({ ...state, label: 'b' })));
    expect(result.current).toBe('b');
  });

  it('follows a change another tab stored', () => {
    const store = createStore<Counter>({ count: 0, label: '' }, counterPersistence);
    const { result } = renderHook(() => useStore(store, (state) => state.count));
    expect(result.current).toBe(0);
    act(() => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 7, label: 'other tab' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'app-v1' }));
    });
    expect(result.current).toBe(7);
    expect(store.get().label).toBe('other tab');
  });

  describe('while a server-rendered page hydrates', () => {
    it("hands React this browser's own state when the page was rendered with the same stored copy, so nothing re-renders after hydration", () => {
      const fresh = createStore<Counter>({ count: 0, label: '' }, counterPersistence);
      expect(fresh.serverState(page({}))).toBe(fresh.get());

      localStorage.setItem('app-v1', JSON.stringify({ count: 2, label: 'kept' }));
      const same = createStore<Counter>({ count: 0, label: '' }, counterPersistence);
      expect(same.serverState(page({ 'app-v1': { count: 2, label: 'kept' } }))).toBe(same.get());
    });

    it('hands React the state the page was rendered with when this browser stores another', () => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 3, label: 'mine' }));
      const store = createStore<Counter>({ count: 0, label: '' }, counterPersistence);
      expect(store.serverState(page({ 'app-v1': { count: 1, label: 'server' } }))).toEqual({
        count: 1,
        label: 'server',
      });
      expect(store.get()).toEqual({ count: 3, label: 'mine' });
    });
  });

  describe('in a server render', () => {
    it("shows each request's own state, never what the module holds", () => {
      localStorage.setItem('app-v1', JSON.stringify({ count: 9, label: 'module' }));
      const store = createStore<Counter>({ count: 0, label: '' }, counterPersistence);
      const one = {
        where: 'server' as const,
        storeStates: { 'app-v1': { count: 1, label: 'one' } },
      };
      const two = { where: 'server' as const, storeStates: {} };
      expect(store.serverState(one)).toEqual({ count: 1, label: 'one' });
      expect(store.serverState(two)).toEqual(counterPersistence.restore(null));
      expect(store.serverState(one)).toEqual({ count: 1, label: 'one' });
    });
  });
});

/** A browser page load whose server-rendered page carried `storeStates`. */
function page(storeStates: Record<string, unknown>) {
  return { where: 'browser' as const, storeStates };
}
