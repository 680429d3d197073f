import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A dependency loaded the first time it is used rather than when the process starts: libraries a
 * process may never need (spreadsheets, PDFs, image codecs, mail, the password dictionary) cost
 * 20 MB of heap when loaded up front, in every instance (decision 0029). Synchronous, so callers
 * keep their signatures; the specifier must be a CommonJS package. `setUp` runs once, on loading.
 */
export function lazyRequire<T>(specifier: string, setUp?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = requireHere(specifier) as T;
      setUp?.(loaded);
    }
    return loaded;
  };
}
