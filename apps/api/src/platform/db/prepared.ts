/**
 * A statement built on first use and then run as a named prepared statement: drizzle builds its
 * SQL once (about 0.3 ms a statement otherwise) and PostgreSQL plans it once per connection. For
 * the hot reads whose shape never changes (lists of ids travel as one array parameter).
 */
export function preparedOnce<Values extends Record<string, unknown>, Row>(
  build: () => { execute(values: Values): Promise<Row[]> },
): (values: Values) => Promise<Row[]> {
  let prepared: { execute(values: Values): Promise<Row[]> } | undefined;
  return (values) => (prepared ??= build()).execute(values);
}
