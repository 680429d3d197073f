import type { LatLng } from '@kasuwa/domain';
import type { Router } from './routing.service';

interface OsrmAnswer {
  code?: string;
  routes?: { distance: number; duration: number; geometry?: { coordinates?: [number, number][] } }[];
}

/** Asks an OSRM-compatible service (`{base}/route/v1/driving/...`) with a short timeout. */
export class OsrmRouter implements Router {
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly timeoutMs = 2500,
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async route(from: LatLng, to: LatLng) {
    const points = `${from.longitude},${from.latitude};${to.longitude},${to.latitude}`;
    const url = `${this.baseUrl}/route/v1/driving/${points}?overview=full&geometries=geojson`;
    const response = await fetch(url, {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json', 'user-agent': 'Kasuwa/1.0' },
    });
    if (!response.ok) throw new Error(`The routing service answered ${response.status}`);
    const answer = (await response.json()) as OsrmAnswer;
    const [best] = answer.routes ?? [];
    if (answer.code !== 'Ok' || !best)
      throw new Error(`The routing service found no route (${answer.code ?? 'no code'})`);
    const coordinates = best.geometry?.coordinates ?? [];
    return {
      distanceMeters: Math.round(best.distance),
      durationSeconds: Math.round(best.duration),
      path: coordinates.length > 1 ? coordinates.map(([longitude, latitude]) => ({ latitude, longitude })) : [from, to],
    };
  }
}
