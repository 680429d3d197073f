/**
 * `fn` with its answers kept by argument, for pure functions that are costly and called with few
 * distinct arguments; at most `max` kept (all dropped at once when full, which bounds memory
 * without bookkeeping on every call).
 */
export function memoize<Result>(fn: (argument: string) => Result, max: number): (argument: string) => Result {
  const kept = new Map<string, Result>();
  return (argument) => {
    let result = kept.get(argument);
    if (result === undefined) {
      result = fn(argument);
      if (kept.size >= max) kept.clear();
      kept.set(argument, result);
    }
    return result;
  };
}
