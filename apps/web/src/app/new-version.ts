/**
 * After a deploy, an open tab still asks for the old build's code files, which are gone: the
 * screen's chunk fails to load. Reloading once brings the new build; a second failure at the same
 * address within a minute is a real outage, shown as an error instead of reloading for ever.
 */
const KEY = 'kasuwa:reloaded-for-new-version';
const GUARD_MS = 60_000;

/** The messages browsers give when a module or a stylesheet a module needs cannot be fetched. */
const MISSING_CODE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && MISSING_CODE.test(error.message);
}

/** Reloads the page unless it was reloaded for this reason at this address a moment ago; says whether it did. */
export function reloadForNewVersion(now = Date.now()): boolean {
  const here = `${location.pathname}${location.search}`;
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { at: number; path: string } | null;
    if (last && last.path === here && now - last.at < GUARD_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ at: now, path: here }));
  } catch {
    return false; // no storage, no loop guard: show the error
  }
  location.reload();
  return true;
}
