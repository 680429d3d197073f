import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { quotaExceeded } from './errors';

/**
 * Makes every other transaction adding to the same owner's list wait until `tx` ends, so that
 * counting and then inserting cannot be overtaken by a parallel add (the count would be stale).
 */
export async function lockQuota(tx: Database, list: string, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`quota:${list}:${ownerId}`}, 0))`);
}

export interface QuotaCheck {
  /** How many the owner has now, counted under lockQuota. */
  existing: number;
  adding: number;
  limit: number;
  /** What is counted, plural: "retailers". */
  items: string;
  /** Who owns them: "business". */
  owner: string;
}

/** Refuses, adding nothing, when `adding` more would take the owner past its limit. */
export function checkQuota({ existing, adding, limit, items, owner }: QuotaCheck): void {
  if (existing + adding <= limit) return;
  const most = `the most one ${owner} can have.`;
  throw quotaExceeded(
    existing >= limit
      ? `This ${owner} already has ${formatCount(existing)} ${items}, ${most}`
      : `This ${owner} has ${formatCount(existing)} ${items}: ${formatCount(adding)} more would pass ${formatCount(limit)}, ${most}`,
  );
}

const formatCount = (n: number) => n.toLocaleString('en-US');
