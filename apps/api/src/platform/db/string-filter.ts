import { and, eq, inArray, like, ne, notInArray, sql, type Column, type SQL } from 'drizzle-orm';
import { badInput } from '../errors';
import { isId } from '../ids';

/** The Prisma-style filter the existing client sends (`{ equals: "..." }` and friends). */
export interface StringFilter {
  equals?: string | null;
  in?: readonly string[] | null;
  notIn?: readonly string[] | null;
  not?: string | null;
  contains?: string | null;
  startsWith?: string | null;
  mode?: 'default' | 'insensitive' | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The SQL condition a filter puts on a column. For uuid columns a value that is not a UUID can
 * match nothing, so it is answered here instead of letting PostgreSQL reject the cast.
 */
/** The most values an `in` or `notIn` list may hold (PostgreSQL binds one parameter per value). */
export const FILTER_LIST_MAX = 500;

/** Refuses a filter list too long to be a real query. */
export function checkListLength(values: readonly unknown[] | null | undefined, field: string) {
  if (values && values.length > FILTER_LIST_MAX)
    throw badInput(`At most ${FILTER_LIST_MAX} values in ${field}.`, field);
}

export function stringCondition(
  column: Column,
  filter: StringFilter,
  options: { uuid?: boolean } = {},
): SQL | undefined {
  checkListLength(filter.in, 'in');
  checkListLength(filter.notIn, 'notIn');
  const insensitive = filter.mode === 'insensitive';
  const valid = (value: string) => !options.uuid || isId(value);
  const text = options.uuid ? sql`${column}::text` : column;
  const conditions: (SQL | undefined)[] = [];

  if (filter.equals != null) {
    if (!valid(filter.equals)) return sql`false`;
    conditions.push(
      insensitive && !options.uuid ? sql`lower(${column}) = ${filter.equals.toLowerCase()}` : eq(column, filter.equals),
    );
  }
  if (filter.in != null) {
    const values = filter.in.filter(valid);
    if (values.length === 0) return sql`false`;
    conditions.push(inArray(column, values));
  }
  if (filter.notIn != null) {
    const values = filter.notIn.filter(valid);
    if (values.length > 0) conditions.push(notInArray(column, values));
  }
  if (filter.not != null && valid(filter.not)) conditions.push(ne(column, filter.not));
  if (filter.contains != null) conditions.push(matches(text, `%${escapeLike(filter.contains)}%`, insensitive));
  if (filter.startsWith != null) conditions.push(matches(text, `${escapeLike(filter.startsWith)}%`, insensitive));

  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

/**
 * `like`, or without regard to case as `lower(column) like lower(pattern)` rather than `ilike`: that
 * is the shape a trigram index on `lower(column)` serves (products' names: a search across every
 * store reads the index, not the whole table).
 */
function matches(column: Column | SQL, pattern: string, insensitive: boolean): SQL {
  return insensitive ? sql`lower(${column}) like lower(${pattern})` : like(column, pattern);
}
