import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchPage } from './page-preloads';
import { readsOnlyTheCatalogue } from './response-cache';
import { CSRF_HEADER, SESSION_COOKIE } from './session-cookie';

/**
 * The web build's `page-reads.json`: for a page path as the client router writes it
 * (`/productdetail/:id`), the GraphQL read its screen starts with; a variable `:name` is the path's
 * parameter of that name. Answered inside the page's HTML, the screen draws without a round trip
 * (decision 0032).
 */
export type PageReads = Record<string, PageRead>;

export interface PageRead {
  operationName: string;
  query: string;
  variables: Record<string, string>;
}

/**
 * What the page's HTML carries: the read's name and variables (the web app's cache key), its text
 * (the service worker keeps the answer under it for offline use) and its data.
 */
export interface PageReadAnswer {
  operationName: string;
  query: string;
  variables: Record<string, string>;
  data: unknown;
}

/** The element the web app reads the answer from (apps/web/src/lib/page-read-element.ts). */
const ELEMENT_ID = 'kasuwa-page-read';
/** Headers that make the inner request's address (and so its image URLs) the page request's own. */
const FORWARDED = ['host', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * The read for `pathname` (found: the store or product its parameter names exists), with its
 * variables filled in; null when the page has none, when it reads anything but the public catalogue
 * (only what every anonymous shopper is shown may be written into a page), or when the request is
 * a signed-in one (the web app then asks for itself).
 */
export function pageReadFor(
  reads: PageReads,
  request: FastifyRequest,
  pathname: string,
  found: boolean,
): { operationName: string; query: string; variables: Record<string, string> } | null {
  if (request.headers.authorization !== undefined || request.cookies[SESSION_COOKIE] !== undefined) return null;
  const match = matchPage(reads, pathname, found);
  if (!match) return null;
  const { operationName, query, variables } = match.value;
  if (typeof query !== 'string' || readsOnlyTheCatalogue(query, operationName)?.name !== operationName) return null;
  const filled = Object.fromEntries(
    Object.entries(variables ?? {}).map(([key, value]) => [
      key,
      value.startsWith(':') ? (match.params[value.slice(1)] ?? '') : value,
    ]),
  );
  return { operationName, query, variables: filled };
}

/**
 * Asks `/graphql` in-process exactly as the web app would, without the shopper's cookies: the same
 * limits, the same response cache and the same answer. Null when it is not a plain success.
 */
export async function answerPageRead(
  app: FastifyInstance,
  request: FastifyRequest,
  read: { operationName: string; query: string; variables: Record<string, string> },
): Promise<PageReadAnswer | null> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    [CSRF_HEADER]: '1',
  };
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    remoteAddress: request.socket.remoteAddress,
    // The body the web app sends (graphql-client.ts), so both share the response cache's entry.
    payload: JSON.stringify({ query: read.query, variables: read.variables }),
  });
  if (response.statusCode !== 200) return null;
  let body: { data?: unknown; errors?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return null;
  }
  if (body.errors !== undefined || body.data == null) return null;
  return { operationName: read.operationName, query: read.query, variables: read.variables, data: body.data };
}

/** index.html with the answer in a JSON block at the end of `<head>`, escaped so no text can close it. */
export function withPageRead(html: string, answer: PageReadAnswer): string {
  const json = JSON.stringify(answer).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  // A function, not a string: `$&` or `$'` in the data must not be read as replacement patterns.
  return html.replace(
    '</head>',
    () => `    <script type="application/json" id="${ELEMENT_ID}">${json}</script>\n  </head>`,
  );
}
