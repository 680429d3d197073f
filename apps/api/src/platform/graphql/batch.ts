/** Helpers for DataLoader batch functions: answers in the order of the requested keys. */

/** Groups rows by a key, keeping an entry (possibly empty) for every requested key. */
export function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}

/** The row with each requested id, or null where there is none. */
export function byId<T extends { id: string }>(keys: readonly string[], rows: readonly T[]): (T | null)[] {
  const found = new Map(rows.map((r) => [r.id, r]));
  return keys.map((k) => found.get(k) ?? null);
}
