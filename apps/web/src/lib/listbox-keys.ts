/** The option made active by a key press in a list of `count` options (-1: none), or null for other keys. */
export function nextActiveIndex(key: string, active: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return active < count - 1 ? active + 1 : 0;
    case 'ArrowUp':
      return active > 0 ? active - 1 : count - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
