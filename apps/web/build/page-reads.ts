import type { Plugin } from 'vite';

/** The file the server reads to answer a page's first read inside that page's HTML. */
export const PAGE_READS_FILE = 'page-reads.json';

/**
 * A page's first GraphQL read: the operation as the screen sends it, and its variables, each
 * either a value or `:name`, the page path's parameter of that name (`{ id: ':id' }`).
 */
export interface PageRead {
  operationName: string;
  query: string;
  variables: Record<string, string>;
}

/**
 * Writes `page-reads.json` beside index.html: for a page path as React Router writes it
 * (`/productdetail/:id`), the read its screen starts with. The server runs it as an anonymous
 * shopper would and puts the answer in that page's HTML, so the screen draws at once instead of
 * after a round trip (docs/decisions/0032-a-product-page-carries-its-read.md).
 */
export function pageReads(reads: Record<string, PageRead>): Plugin {
  return {
    name: 'kasuwa-page-reads',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_READS_FILE, source: `${JSON.stringify(reads, null, 2)}\n` });
    },
  };
}
