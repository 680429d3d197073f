import { describe, expect, it } from 'vitest';
import { followedFirst } from './followed-first';

const stores = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe('followedFirst', () => {
  it('puts followed stores first, latest followed first, and keeps the rest in order', () => {
    expect(followedFirst(stores, ['c', 'a'])).toEqual({
      followed: [{ id: 'c' }, { id: 'a' }],
      others: [{ id: 'b' }, { id: 'd' }],
    });
  });

  it('ignores followed ids of stores not in the list (gone, or not loaded)', () => {
    expect(followedFirst(stores, ['x'])).toEqual({ followed: [], others: stores });
  });
});
