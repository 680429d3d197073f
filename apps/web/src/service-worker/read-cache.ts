import { PAGE_READ_ELEMENT_ID } from '../lib/page-read-element';

/**
 * Which GraphQL answers the service worker keeps for offline use, and under which key. The Cache
 * API only stores GET requests, so a POST to /graphql is kept under a made-up GET address (never
 * fetched) that names the operation, a hash of its text and its variables.
 */

/**
 * The reads whose last answers are kept: the public catalogue that the stores, store, product and
 * cart screens show. Never a person's own data (orders, addresses, the signed-in cart): the cache
 * is not tied to a session and outlives a log-out.
 */
export const OFFLINE_READS: ReadonlySet<string> = new Set([
  'Stores',
  'Store',
  'Products',
  'ProductPage',
  'SearchStores',
  'GetProduct',
  'StoreReviews',
]);

/** Where the kept answers live in the worker's cache (a path the server never serves). */
export const READ_KEY_PATH = '/__offline/graphql/';

/** Set on an answer the worker gave from its cache: when it was kept (ms since 1970). */
export const SAVED_AT_HEADER = 'x-kasuwa-saved-at';

/** The first operation of a document: `query Name`, after any comments. */
const FIRST_OPERATION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)\s+([_A-Za-z]\w*)/;
/** A second operation anywhere (a document the app never sends; not guessed at). */
const ANOTHER_OPERATION = /\}\s*(query|mutation|subscription)\b/;

/** The cache address of a request body, or null when it is not a read worth keeping. */
export function readKey(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { query, variables } = body as { query?: unknown; variables?: unknown };
  if (typeof query !== 'string') return null;
  const [, kind, name] = FIRST_OPERATION.exec(query) ?? [];
  if (kind !== 'query' || !name || !OFFLINE_READS.has(name) || ANOTHER_OPERATION.test(query)) return null;
  const vars = variables === undefined || variables === null ? {} : variables;
  return `${READ_KEY_PATH}${name}/${hashText(query)}?v=${encodeURIComponent(stableJson(vars))}`;
}

const PAGE_READ = new RegExp(`<script type="application/json" id="${PAGE_READ_ELEMENT_ID}">([^<]*)</script>`);

/**
 * The read a page's HTML answered (decision 0032), as the screen would have asked it: its cache
 * key and the answer to keep; null when the page carries none (or nothing worth keeping).
 */
export function pageReadIn(html: string): { key: string; answer: { data: unknown } } | null {
  const text = PAGE_READ.exec(html)?.[1];
  if (text === undefined) return null;
  let read: { query?: unknown; variables?: unknown; data?: unknown };
  try {
    read = JSON.parse(text) as typeof read;
  } catch {
    return null;
  }
  const key = readKey({ query: read?.query, variables: read?.variables });
  const answer = { data: read?.data };
  return key !== null && isCompleteAnswer(answer) ? { key, answer } : null;
}

/** An answer worth keeping: data and no error (a refusal or a partial answer is not kept). */
export function isCompleteAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { data, errors } = body as { data?: unknown; errors?: unknown };
  return typeof data === 'object' && data !== null && (errors === undefined || errors === null);
}

/** JSON with object keys sorted at every level: the same variables give the same key. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * FNV-1a, 32 bits, as 8 hex digits: a new version of the app that asks for other fields never
 * gets an old answer without them.
 */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
