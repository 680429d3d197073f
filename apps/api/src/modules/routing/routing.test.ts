import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm } from '@kasuwa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { OsrmRouter } from './osrm-router';
import { ROAD_DETOUR_FACTOR } from './routing.service';

const ROUTE = `query($from: LatLngInput!, $to: LatLngInput!) {
  drivingRoute(from: $from, to: $to) { source distanceMeters durationSeconds path { latitude longitude } }
}`;
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const VICTORIA_ISLAND = { latitude: 6.4281, longitude: 3.4219 };

/** A local stand-in for OSRM: answers by the behaviour the test sets. */
let behaviour: 'ok' | 'error' | 'no-route' | 'hang' = 'ok';
let hits = 0;
let osrm: Server;
let osrmUrl: string;

beforeAll(async () => {
  osrm = createServer((req, res) => {
    hits++;
    if (behaviour === 'hang') return; // never answers
    if (behaviour === 'error') return void res.writeHead(500).end('boom');
    const [from, to] = decodeURIComponent(req.url!.split('/driving/')[1]!.split('?')[0]!).split(';');
    const body =
      behaviour === 'no-route'
        ? { code: 'NoRoute', routes: [] }
        : {
            code: 'Ok',
            routes: [
              {
                distance: 23456.7,
                duration: 2345.6,
                geometry: {
                  type: 'LineString',
                  coordinates: [from!.split(',').map(Number), [3.4, 6.5], to!.split(',').map(Number)],
                },
              },
            ],
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  osrmUrl = `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
});
afterAll(() => {
  osrm.closeAllConnections();
  osrm.close();
});

describe('drivingRoute without a routing service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('answers an estimate from the straight-line distance, labelled as such', async () => {
    const res = await app.gql(ROUTE, { from: IKEJA, to: VICTORIA_ISLAND });
    const route = res.data!.drivingRoute;
    expect(route.source).toBe('ESTIMATE');
    expect(route.distanceMeters).toBe(Math.round(haversineKm(IKEJA, VICTORIA_ISLAND) * ROAD_DETOUR_FACTOR * 1000));
    expect(route.durationSeconds).toBeGreaterThan(0);
    expect(route.path).toEqual([IKEJA, VICTORIA_ISLAND]);
  });

  it('refuses coordinates off the globe', async () => {
    const res = await app.gql(ROUTE, { from: { latitude: 91, longitude: 0 }, to: VICTORIA_ISLAND });
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'from' });
  });

  it('tells the web app where map tiles come from', async () => {
    const res = await app.gql(`{ mapSettings { tileUrl tileAttribution } }`);
    expect(res.data!.mapSettings.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(res.data!.mapSettings.tileAttribution).toContain('OpenStreetMap');
  });
});

describe('drivingRoute through an OSRM-compatible service', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ routingUrl: osrmUrl });
  });
  afterAll(() => app.stop());

  it('proxies the road route and caches it', async () => {
    behaviour = 'ok';
    hits = 0;
    const first = await app.gql(ROUTE, { from: IKEJA, to: VICTORIA_ISLAND });
    expect(first.data!.drivingRoute).toEqual({
      source: 'ROUTING_SERVICE',
      distanceMeters: 23457,
      durationSeconds: 2346,
      path: [IKEJA, { latitude: 6.5, longitude: 3.4 }, VICTORIA_ISLAND],
    });
    const second = await app.gql(ROUTE, { from: IKEJA, to: VICTORIA_ISLAND });
    expect(second.data!.drivingRoute).toEqual(first.data!.drivingRoute);
    expect(hits).toBe(1);
  });

  it.each(['error', 'no-route'] as const)(
    'falls back to the labelled estimate when the service answers %s',
    async (mode) => {
      behaviour = mode;
      const res = await app.gql(ROUTE, { from: IKEJA, to: { latitude: 6.45, longitude: 3.39 } });
      expect(res.data!.drivingRoute.source).toBe('ESTIMATE');
    },
  );
});

describe('OsrmRouter', () => {
  it('gives up after its timeout', async () => {
    behaviour = 'hang';
    const started = Date.now();
    await expect(new OsrmRouter(osrmUrl, 200).route(IKEJA, VICTORIA_ISLAND)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
