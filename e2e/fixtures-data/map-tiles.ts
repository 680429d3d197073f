import type { APIRequestContext, Page, Route } from '@playwright/test';

// A 1x1 light tile: the tests never depend on a tile server (there is no network here).
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+eEZAAWFAsDSBNTSAAAAAElFTkSuQmCC',
  'base64',
);

/** A regular expression for the URLs of a Leaflet tile template such as https://{s}.tile.x.org/{z}/{x}/{y}.png. */
function tileUrlPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${escaped
      .replace(/\{s\}/g, '[^/.]+')
      .replace(/\{[zxy]\}/g, '-?\\d+')
      .replace(/\{r\}/g, '(@2x)?')}(\\?.*)?$`,
  );
}

/** The URL pattern of the map tiles the server tells the web app to use (`mapSettings`). */
export async function tilePattern(request: APIRequestContext): Promise<RegExp> {
  const response = await request.post('/graphql', { data: { query: 'query { mapSettings { tileUrl } }' } });
  const body = (await response.json()) as { data: { mapSettings: { tileUrl: string } } };
  return tileUrlPattern(body.data.mapSettings.tileUrl);
}

/** Answers every tile request with a blank tile. */
export async function serveTiles(page: Page, pattern: RegExp) {
  await page.route(pattern, (route: Route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
}
