import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = () =>
  renderHook(({ value }) => useDebouncedValue(value, 300), {
    initialProps: { value: '' },
  });

describe('useDebouncedValue', () => {
  it('follows the value only after it has been still for the delay', () => {
    const { result, rerender } = setup();
    rerender({ value: 'sh' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'shea' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe('shea');
  });

  it('takes the value over at once on flush', () => {
    const { result, rerender } = setup();
    rerender({ value: 'soap' });
    act(() => result.current[1]());
    expect(result.current[0]).toBe('soap');
  });

  it('jumps straight to the value given to flush', () => {
    const { result, rerender } = setup();
    rerender({ value: 'soap' });
    act(() => result.current[1]());
    act(() => result.current[1](''));
    expect(result.current[0]).toBe('');
  });
});
