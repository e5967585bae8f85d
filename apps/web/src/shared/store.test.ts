import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store.ts';

describe('createStore', () => {
  it('tells its listeners of a new state, not of an unchanged one', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState((state) => state);
    expect(listener).not.toHaveBeenCalled();
    store.setState((state) => ({ count: state.count + 1 }));
    expect(store.getState()).toEqual({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState((state) => ({ count: state.count + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
