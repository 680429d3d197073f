import { badInput } from './errors';
import { isId } from './ids';

/** The most items one page of any list may hold, and the size when none is asked for. */
export const PAGE_MAX = 100;
export const PAGE_DEFAULT = 24;

/** A page size within 1..PAGE_MAX (the default when not given). */
export function pageSize(first: number | null | undefined, fallback = PAGE_DEFAULT): number {
  if (first == null) return fallback;
  if (!Number.isInteger(first) || first < 1) throw badInput('Ask for at least one item.', 'first');
  return Math.min(first, PAGE_MAX);
}

/** How far `skip` may reach into a plain list; deeper pages go through the list's connection field. */
export const SKIP_MAX = 10_000;

/** A slice of a plain list: `take` rows after the first `skip`. */
export interface ListWindow {
  take: number;
  skip: number;
}

/**
 * The slice a plain list's `take`/`skip` ask for: `take` defaults to PAGE_MAX and a larger one is
 * cut to PAGE_MAX (so an old client asking for "all" gets the first PAGE_MAX rather than an error).
 */
export function listWindow(take: number | null | undefined, skip: number | null | undefined): ListWindow {
  if (take != null && (!Number.isInteger(take) || take < 0)) throw badInput('take cannot be negative.', 'take');
  if (skip != null && (!Number.isInteger(skip) || skip < 0)) throw badInput('skip cannot be negative.', 'skip');
  if (skip != null && skip > SKIP_MAX) {
    throw badInput(`skip can be at most ${SKIP_MAX}; page further with the list's connection (first/after).`, 'skip');
  }
  return { take: Math.min(take ?? PAGE_MAX, PAGE_MAX), skip: skip ?? 0 };
}

/** One page of rows fetched with one extra row: the extra row only says that more follow. */
export function pageOf<T>(rows: T[], limit: number, totalCount: number, cursorOf: (row: T) => string): Page<T> {
  const nodes = rows.slice(0, limit);
  const last = nodes.at(-1);
  return { nodes, totalCount, hasNextPage: rows.length > limit, endCursor: last ? cursorOf(last) : null };
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
    !isId(parsed[2])
  ) {
    throw badInput('That page link is not valid any more: start from the first page.', 'after');
  }
  return { value: parsed[1] as string | number, id: parsed[2] as string };
}

/** Rows a list can page through by name (then id): the repository side of pageByName. */
export interface PagedByName<Filter, Row extends { name: string; id: string }> {
  page(filter: Filter, limit: number, after: { value: string | number; id: string } | undefined): Promise<Row[]>;
  count(filter: Filter): Promise<number>;
}

/** One page of rows ordered by name, with the total and the cursor of the next page. */
export async function pageByName<Filter, Row extends { name: string; id: string }>(
  source: PagedByName<Filter, Row>,
  order: string,
  filter: Filter,
  options: { first?: number | null; after?: string | null },
): Promise<Page<Row>> {
  const limit = pageSize(options.first);
  const after = options.after ? decodeCursor(order, options.after) : undefined;
  const [rows, totalCount] = await Promise.all([source.page(filter, limit + 1, after), source.count(filter)]);
  return pageOf(rows, limit, totalCount, (last) => encodeCursor(order, last.name, last.id));
}
