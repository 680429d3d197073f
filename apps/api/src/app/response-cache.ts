import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/**
 * Answers to anonymous shoppers' catalogue reads, kept in this process and given again while
 * nothing they come from has changed (decision 0028).
 *
 * An answer is kept under the request's exact JSON body, its Accept header and the address its
 * URLs are written for, together with the catalogue version it was made at: the sum of
 * `catalogue_versions`, which a trigger on every table below raises in the same transaction as
 * the write. The version is read from the database before each cacheable request (one small
 * statement), so a write committed by any instance is seen by the very next read anywhere. Only
 * queries of the fields below, from requests without a session cookie or an Authorization
 * header, answered 200 without errors, are kept.
 */

/** Root query fields whose answer is the same for every anonymous shopper and reads only CATALOGUE_TABLES. */
export const CACHEABLE_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'manufacturers',
  'manufacturer',
  'manufacturerPage',
  'products',
  'productPage',
  'product',
  'stores',
  'storePage',
  'locations',
  '__typename',
]);

/** The tables those fields read; each has the catalogue version's trigger (migration 0024). */
export const CATALOGUE_TABLES = [
  'manufacturers',
  'manufacturer_previous_slugs',
  'products',
  'product_batches',
  'stores',
  'locations',
  'reviews',
  'store_follows',
  'delivery_settings',
] as const;

/** The response header that says whether an answer came from the cache (`hit`) or was made (`miss`). */
export const CACHE_HEADER = 'x-response-cache';

/** The most answer bytes kept (the oldest used go first). */
const MAX_BYTES = 16 * 1024 * 1024;
/** Documents judged cacheable or not, kept by their text (cleared when full). */
const VERDICTS_MAX = 1_000;

/** A query the cache may answer: its name (the metrics' label). */
export interface CacheableOperation {
  name: string | undefined;
}

export interface CachedAnswer {
  body: string;
  contentType: string;
}

interface Entry {
  version: number;
  answer: CachedAnswer;
  bytes: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly verdicts = new Map<string, CacheableOperation | null>();
  private bytes = 0;
  private newestVersion = 0;

  private reading?: Promise<number>;
  private queued?: Promise<number>;

  /** `readVersion`: the catalogue version now, read from the database the answers are read from. */
  constructor(private readonly readVersion: () => Promise<number>) {}

  /**
   * The catalogue version as of a moment after this call: requests that arrive together share one
   * read. A read already sent may predate a write this request must see, so a request that finds
   * one under way waits for the next, which starts when it ends and which every request arriving
   * meanwhile shares.
   */
  version(): Promise<number> {
    if (!this.reading) return this.read();
    this.queued ??= this.reading.then(
      () => this.read(),
      () => this.read(),
    );
    return this.queued;
  }

  private read(): Promise<number> {
    this.queued = undefined;
    const reading = this.readVersion().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  /** The operation, when `query` (its operation `operationName`) only reads the catalogue; judged once per text. */
  cacheable(query: string, operationName: string | undefined): CacheableOperation | null {
    const key = `${operationName ?? ''}\n${query}`;
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      verdict = readsOnlyTheCatalogue(query, operationName);
      if (this.verdicts.size >= VERDICTS_MAX) this.verdicts.clear();
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  /** The answer kept under `key` at `version`, if any. A newer version drops every older answer. */
  get(key: string, version: number): CachedAnswer | undefined {
    if (version > this.newestVersion) {
      this.newestVersion = version;
      this.entries.clear();
      this.bytes = 0;
      return undefined;
    }
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: the first entries are the first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  /** Keeps `answer`, made at `version` (read before the answer was made). */
  set(key: string, version: number, answer: CachedAnswer): void {
    if (version < this.newestVersion) return;
    const bytes = 2 * (key.length + answer.body.length);
    if (bytes > MAX_BYTES / 16) return;
    this.forget(key);
    this.entries.set(key, { version, answer, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.forget(oldest);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A query whose every root field is in CACHEABLE_ROOT_FIELDS (in a document that parses), else null. */
export function readsOnlyTheCatalogue(query: string, operationName: string | undefined): CacheableOperation | null {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query, { noLocation: true }).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const operation =
    operationName === undefined
      ? operations.length === 1
        ? operations[0]
        : undefined
      : operations.find((o) => o.name?.value === operationName);
  if (!operation || operation.operation !== 'query') return null;
  const catalogueOnly = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value) && (s.directives ?? []).length === 0,
  );
  return catalogueOnly ? { name: operation.name?.value } : null;
}
