// Store slugs. RESERVED_SLUGS lives apart: the web app's first screen needs it, and this file only
// where a slug is made.
import { RESERVED_SLUGS } from './reserved-slugs';

const SLUG_MAX_LENGTH = 60;

/** "Mama's Café & Co." -> "mamas-cafe-co"; "" when nothing usable is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

/**
 * The first free slug for `name`: the plain slug, else with -2, -3, ... appended.
 * `taken` answers whether a candidate is already used.
 */
export async function uniqueSlug(name: string, taken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = slugify(name) || 'store';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(candidate) && !(await taken(candidate))) return candidate;
  }
}
