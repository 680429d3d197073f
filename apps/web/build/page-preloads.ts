import type { Plugin } from 'vite';
import type { OutputFile } from './shell-files';

/** The file the server reads to announce, in a page's HTML, the files its screen will ask for. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Writes `page-preloads.json` beside index.html: for each page path (`/`, `/cart`, `/:slug`), the
 * JavaScript and CSS its screen loads beyond what index.html already loads (the entry and its
 * imports): the chunk holding each of its `modules` and everything that chunk imports. The server names them in
 * that page's HTML as `<link rel="modulepreload">`, so the browser fetches the screen alongside
 * the entry instead of after it has run (docs/decisions/0027-a-lighter-first-paint.md).
 */
export function pagePreloads(
  /** A page path as React Router writes it, and the source modules (from the web app's root) its screen needs. */
  pages: Record<string, string[]>,
): Plugin {
  return {
    name: 'kasuwa-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle) as OutputFile[];
      const preloads = Object.fromEntries(
        Object.entries(pages).map(([page, modules]) => [page, screenFiles(files, modules)]),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The chunks holding `modules` and their static imports, with their CSS, less what index.html loads. */
export function screenFiles(files: OutputFile[], modules: string[]): string[] {
  const entries = files.filter((file) => file.isEntry);
  const screens = modules.map((module) => {
    const chunk = files.find(
      (file) => file.type === 'chunk' && normalise(file.facadeModuleId ?? '').endsWith(`/${module}`),
    );
    if (!chunk) throw new Error(`page-preloads: no chunk is the screen ${module} (renamed, or no longer lazy?)`);
    return chunk;
  });
  const loadedByIndex = new Set(withImports(files, entries, new Set()));
  return withImports(files, screens, loadedByIndex).map((name) => `/${name}`);
}

/** `roots`, the chunks they import (transitively) and their CSS, in that order, leaving out `known`. */
function withImports(files: OutputFile[], roots: OutputFile[], known: Set<string>): string[] {
  const byName = new Map(files.map((file) => [file.fileName, file]));
  const found: string[] = [];
  const add = (file: OutputFile | undefined) => {
    if (!file || found.includes(file.fileName) || known.has(file.fileName)) return;
    found.push(file.fileName);
    for (const css of file.viteMetadata?.importedCss ?? []) if (!found.includes(css)) found.push(css);
    for (const name of file.imports ?? []) add(byName.get(name));
  };
  roots.forEach(add);
  return found;
}

const normalise = (id: string) => id.replaceAll('\\', '/');
