import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { createVersionedStorage, debounce } from './versioned-storage';

type State = { items: string[]; count: number };

const normalise = (value: unknown): State => {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Partial<State>;
  return {
    items: Array.isArray(raw.items) ? raw.items.map(String) : [],
    count: typeof raw.count === 'number' ? raw.count : 0,
  };
};

const store = () =>
  createVersionedStorage<State>({
    key: 'test.store',
    version: 3,
    normalise,
    migrations: {
      0: (state) => ({ items: state }),
      2: (state) => ({ ...(state as object), count: (state as State).items.length }),
    },
  });

describe('createVersionedStorage', () => {
  afterEach(() => localStorage.clear());

  it('reads null when nothing is stored', () => {
    expect(store().load()).toBeNull();
  });

  it('writes an envelope with the version and reads it back', () => {
    expect(store().save({ items: ['a'], count: 1 })).toBe(true);
    expect(JSON.parse(localStorage.getItem('test.store') ?? '')).toEqual({
      version: 3,
      state: { items: ['a'], count: 1 },
    });
    expect(store().load()).toEqual({ items: ['a'], count: 1 });
  });

  it('removes what it stored, and only that', () => {
    store().save({ items: ['a'], count: 1 });
    localStorage.setItem('other.key', 'kept');
    expect(store().remove()).toBe(true);
    expect(localStorage.getItem('test.store')).toBeNull();
    expect(localStorage.getItem('other.key')).toBe('kept');
  });

  it('migrates unversioned data through every step', () => {
    localStorage.setItem('test.store', JSON.stringify(['x', 'y']));
    expect(store().load()).toEqual({ items: ['x', 'y'], count: 2 });
  });

  it('migrates from a middle version', () => {
    localStorage.setItem('test.store', JSON.stringify({ version: 2, state: { items: ['z'] } }));
    expect(store().load()).toEqual({ items: ['z'], count: 1 });
  });

  it('reads unreadable or future data as null and leaves it stored', () => {
    localStorage.setItem('test.store', '{not json');
    expect(store().load()).toBeNull();
    localStorage.setItem('test.store', JSON.stringify({ version: 4, state: {} }));
    expect(store().load()).toBeNull();
    expect(localStorage.getItem('test.store')).not.toBeNull();
  });

  it('reports changes made by another tab', () => {
    const seen: Array<State | null> = [];
    const unsubscribe = store().subscribe((state) => seen.push(state));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'test.store',
        newValue: JSON.stringify({ version: 3, state: { items: ['b'], count: 1 } }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '1' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.store', newValue: null }));
    expect(seen).toEqual([{ items: ['b'], count: 1 }]);
  });
});

describe('debounce', () => {
  it('calls once with the latest arguments after the pause', () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    const debounced = debounce(fn, 300);
    debounced(1);
    debounced(2);
    jest.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
    debounced(3);
    debounced.flush();
    expect(fn).toHaveBeenLastCalledWith(3);
    jest.useRealTimers();
  });
});
