import { describe, expect, it } from 'vitest';
import { nextActiveIndex } from './listbox-keys';

describe('nextActiveIndex', () => {
  it('moves down and wraps to the first option', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowDown', 1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
  });

  it('moves up and wraps to the last option', () => {
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps with Home and End, ignores other keys and empty lists', () => {
    expect(nextActiveIndex('Home', 2, 3)).toBe(0);
    expect(nextActiveIndex('End', 0, 3)).toBe(2);
    expect(nextActiveIndex('a', 0, 3)).toBeNull();
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
