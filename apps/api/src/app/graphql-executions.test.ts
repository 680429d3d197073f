import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/test-app';

const ROUTE = `query($from: LatLngInput!, $to: LatLngInput!) { drivingRoute(from: $from, to: $to) { source } }`;
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const AT_ONCE = 2;

/** A routing service (OSRM's protocol) that holds every request until the test answers it. */
const held: ServerResponse[] = [];
let mostHeldAtOnce = 0;
const osrm = createServer((_request, response) => {
  held.push(response);
  mostHeldAtOnce = Math.max(mostHeldAtOnce, held.length);
});
const answerHeld = () => {
  for (const response of held.splice(0)) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        code: 'Ok',
        routes: [{ distance: 1000, duration: 100, geometry: { type: 'LineString', coordinates: [] } }],
      }),
    );
  }
};
const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 5_000, interval: 10 });

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  const { port } = osrm.address() as AddressInfo;
  app = await startTestApp({ routingUrl: `http://127.0.0.1:${port}`, graphqlExecutionsAtOnce: AT_ONCE });
});
afterAll(async () => {
  answerHeld();
  await app.stop();
  osrm.closeAllConnections();
  osrm.close();
});

const typename = () =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

describe('GraphQL requests making their answer at once', () => {
  it('are at most the limit of anonymous ones; the others wait their turn, cached and signed-in ones never wait', async () => {
    const { token } = await signUp(app);
    expect((await typename()).headers.get('x-response-cache')).toBe('miss');
    const finished: number[] = [];
    const routes = [1, 2, 3, 4, 5].map((n) =>
      app.gql(ROUTE, { from: IKEJA, to: { latitude: 6.4 + n / 100, longitude: 3.4 } }).then((answer) => {
        finished.push(n);
        return answer;
      }),
    );
    await until(() => held.length === AT_ONCE);
    await sleep(300);
    // Three more asked, but only two are being answered: the routing service saw two.
    expect(held).toHaveLength(AT_ONCE);
    const cached = await typename();
    expect(cached.headers.get('x-response-cache')).toBe('hit');
    expect(await cached.json()).toEqual({ data: { __typename: 'Query' } });
    // A signed-in shopper (a checkout waiting for the card provider, say) does not take a turn.
    const signedIn = await app.gql('{ me { id } }', {}, token);
    expect(signedIn.data!.me).toMatchObject({ id: expect.any(String) });
    let uncachedDone = false;
    const uncached = app.gql('{ mapSettings { tileUrl } }').then((answer) => {
      uncachedDone = true;
      return answer;
    });
    await sleep(100);
    expect(uncachedDone).toBe(false);

    while (finished.length < 5) {
      await until(() => held.length > 0);
      answerHeld();
      await sleep(50);
    }
    for (const answer of await Promise.all(routes)) expect(answer.data!.drivingRoute.source).toBe('ROUTING_SERVICE');
    expect((await uncached).data!.mapSettings.tileUrl).toContain('{z}');
    expect(mostHeldAtOnce).toBe(AT_ONCE);
  });
});
