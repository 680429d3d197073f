/**
 * Where a key press moves the selection in a horizontal tablist of `count` tabs (WAI-ARIA tabs
 * pattern): arrows wrap around, Home and End jump to the ends; null for any other key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
