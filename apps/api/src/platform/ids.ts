const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can name no row, so callers answer "not found" without asking the database. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
