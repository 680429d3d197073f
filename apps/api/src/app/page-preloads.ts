/**
 * The web build's `page-preloads.json`: for a page path as the client router writes it (`/cart`,
 * `/:slug`), the files its screen loads beyond index.html's. Named in that page's HTML, the browser
 * fetches them alongside the entry instead of after it has run.
 */
export type PagePreloads = Record<string, string[]>;

/** What the first screen paints first: an image the HTML announces so it is fetched before any script runs. */
export interface LcpImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/**
 * The files for `pathname`: a page path written out in full (`/cart`) wins over one with a
 * parameter (`/:slug`), which counts only when the server found what the parameter names (`found`:
 * a store or a product), so `/help` or an unknown slug is never taken for a store.
 */
export function preloadsFor(preloads: PagePreloads, pathname: string, found: boolean): string[] {
  return matchPage(preloads, pathname, found)?.value ?? [];
}

/**
 * The entry of `pages` (keyed by page paths as the client router writes them) for `pathname`, with
 * the values of its parameters: a path written out in full wins over one with parameters, which
 * count only when the server `found` what they name.
 */
export function matchPage<T>(
  pages: Record<string, T>,
  pathname: string,
  found: boolean,
): { value: T; params: Record<string, string> } | undefined {
  const segments = segmentsOf(pathname);
  let best: { value: T; pattern: string[]; params: number } | undefined;
  for (const [page, value] of Object.entries(pages)) {
    const pattern = segmentsOf(page);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    const params = pattern.filter((part) => part.startsWith(':')).length;
    if (params > 0 && !found) continue;
    if (!best || params < best.params) best = { value, pattern, params };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.pattern.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segments[i] ?? '');
  });
  return { value: best.value, params };
}

/** index.html with the page's screen files and its main image announced at the end of `<head>`. */
export function withPreloads(html: string, files: string[], image: LcpImage | null): string {
  const tags = files.filter(isAssetPath).map((file) => (file.endsWith('.css') ? styleTag(file) : scriptTag(file)));
  if (image) tags.unshift(imageTag(image));
  if (tags.length === 0) return html;
  return html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
/** Only the build's own hashed files: the JSON is ours, but a stray entry must not become markup. */
const isAssetPath = (file: string) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file);
const scriptTag = (file: string) => `<link rel="modulepreload" crossorigin href="${file}" />`;
const styleTag = (file: string) => `<link rel="preload" as="style" href="${file}" />`;

function imageTag({ href, srcset, sizes }: LcpImage): string {
  const responsive = srcset
    ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(href)}"${responsive} fetchpriority="high" />`;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
