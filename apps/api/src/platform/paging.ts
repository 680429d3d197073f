import { badInput } from './errors';

/** The most items one page of any list may hold, and the size when none is asked for. */
export const PAGE_MAX = 100;
export const PAGE_DEFAULT = 24;

/** A page size within 1..PAGE_MAX (the default when not given). */
export function pageSize(first: number | null | undefined, fallback = PAGE_DEFAULT): number {
  if (first == null) return fallback;
  if (!Number.isInteger(first) || first < 1) throw badInput('Ask for at least one item.', 'first');
  return Math.min(first, PAGE_MAX);
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * An opaque cursor: the position after a row in one sort order (its sort value and id). Tied to
 * the order's name, so a cursor of another order is refused rather than misread.
 */
export function encodeCursor(order: string, value: string | number, id: string): string {
  return Buffer.from(JSON.stringify([order, value, id])).toString('base64url');
}

export function decodeCursor(order: string, cursor: string): { value: string | number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== order ||
    (typeof parsed[1] !== 'string' && typeof parsed[1] !== 'number') ||
    typeof parsed[2] !== 'string'
  ) {
    throw badInput('That page link is not valid any more: start from the first page.', 'after');
  }
  return { value: parsed[1] as string | number, id: parsed[2] as string };
}
