import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NominatimGeocoder } from './nominatim-geocoder';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

/** A stand-in for a Nominatim service on 127.0.0.1; returns its base URL. */
async function startService(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const answerJson =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

const ikejaHit = {
  place_id: 1,
  lat: '6.5966',
  lon: '3.3421',
  display_name: 'Allen Avenue, Ikeja, Lagos State, Nigeria',
  address: { road: 'Allen Avenue', city: 'Ikeja', state: 'Lagos State', country_code: 'ng' },
};
const nnewiHit = {
  lat: '6.0196',
  lon: '6.9173',
  display_name: 'Nnewi, Nnewi North, Anambra State, Nigeria',
  address: { town: 'Nnewi', county: 'Nnewi North', state: 'Anambra State' },
};

describe('NominatimGeocoder', () => {
  it('asks /search for Nigerian places, identifying itself', async () => {
    const requests: IncomingMessage[] = [];
    const baseUrl = await startService((request, response) => {
      requests.push(request);
      answerJson([ikejaHit])(request, response);
    });
    await new NominatimGeocoder({ baseUrl: `${baseUrl}/` }).suggest('12 Allen Avenue, Ikeja', 5);

    const [request] = requests;
    const url = new URL(request?.url ?? '', baseUrl);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '12 Allen Avenue, Ikeja',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ng',
      limit: '5',
    });
    expect(request?.headers['user-agent']).toBe('Kasuwa/1.0');
  });

  it('suggests the display names, without repeats, at most 8', async () => {
    const hits = [
      ikejaHit,
      ikejaHit,
      nnewiHit,
      ...Array.from({ length: 10 }, (_, i) => ({ ...nnewiHit, display_name: `Place ${i}` })),
    ];
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson(hits)) });
    const suggestions = await geocoder.suggest('somewhere in Nigeria');
    expect(suggestions.slice(0, 2)).toEqual([ikejaHit.display_name, nnewiHit.display_name]);
    expect(suggestions).toHaveLength(8);
  });

  it('does not ask about fewer than 3 characters', async () => {
    let asked = false;
    const baseUrl = await startService((request, response) => {
      asked = true;
      answerJson([])(request, response);
    });
    expect(await new NominatimGeocoder({ baseUrl }).suggest(' ik ')).toEqual([]);
    expect(asked).toBe(false);
  });

  it('maps the first hit to a place', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson([ikejaHit, nnewiHit])) });
    expect(await geocoder.geocode('  12 Allen Avenue,  Ikeja ')).toEqual({
      fullAddress: '12 Allen Avenue, Ikeja',
      latitude: 6.5966,
      longitude: 3.3421,
      city: 'Ikeja',
      state: 'Lagos State',
      precision: 'STREET',
    });
  });

  it('tells how exactly the hit stands for the address', async () => {
    const cases = [
      [{ suburb: 'Yaba', city: 'Lagos' }, 'AREA'],
      [{ town: 'Nnewi', county: 'Nnewi North' }, 'CITY'],
      [{ county: 'Nnewi North' }, 'LGA'],
      [{ state: 'Kano State' }, 'STATE'],
    ] as const;
    for (const [address, precision] of cases) {
      const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson([{ ...nnewiHit, address }])) });
      expect(await geocoder.geocode('somewhere')).toMatchObject({ precision });
    }
  });

  it('takes the city from town, village or county when there is no city', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson([nnewiHit])) });
    expect(await geocoder.geocode('Nnewi')).toMatchObject({ city: 'Nnewi', state: 'Anambra State', precision: 'CITY' });

    const countyOnly = { ...nnewiHit, address: { county: 'Nnewi North' } };
    const other = new NominatimGeocoder({ baseUrl: await startService(answerJson([countyOnly])) });
    expect(await other.geocode('Nnewi')).toMatchObject({ city: 'Nnewi North', state: null });
  });

  it('returns null when nothing is found', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson([])) });
    expect(await geocoder.geocode('asdfgh')).toBeNull();
  });

  it('throws when the service fails', async () => {
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(answerJson({ error: 'boom' }, 500)) });
    await expect(geocoder.geocode('Ikeja')).rejects.toThrow('Geocoding service answered HTTP 500');
    await expect(geocoder.suggest('Ikeja')).rejects.toThrow('HTTP 500');
  });

  it('throws when the service does not answer in time', async () => {
    const baseUrl = await startService(() => {
      // Never answers.
    });
    const geocoder = new NominatimGeocoder({ baseUrl, timeoutMs: 100 });
    const started = Date.now();
    await expect(geocoder.geocode('Ikeja')).rejects.toThrow('did not answer within 100 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('throws when the service cannot be reached', async () => {
    const baseUrl = await startService(answerJson([]));
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    await expect(new NominatimGeocoder({ baseUrl }).geocode('Ikeja')).rejects.toThrow(
      'Geocoding service could not be reached',
    );
  });

  it('throws when the answer is not a list of places', async () => {
    const notJson: Handler = (_request, response) => response.end('<html>oops</html>');
    const geocoder = new NominatimGeocoder({ baseUrl: await startService(notJson) });
    await expect(geocoder.geocode('Ikeja')).rejects.toThrow('not JSON');

    const wrongShape = new NominatimGeocoder({ baseUrl: await startService(answerJson({ results: [] })) });
    await expect(wrongShape.geocode('Ikeja')).rejects.toThrow('not a list of places');
  });
});
