import { haversineKm, type LatLng } from '@kasuwa/domain';
import { badInput } from '../../platform/errors';

export interface DrivingRoute {
  /** ROUTING_SERVICE: a real road route; ESTIMATE: worked out from the straight-line distance. */
  source: 'ROUTING_SERVICE' | 'ESTIMATE';
  distanceMeters: number;
  durationSeconds: number;
  /** The line to draw, from the start to the end. */
  path: LatLng[];
}

/** The map tiles the web app draws (an OpenStreetMap-compatible tile server). */
export interface MapSettings {
  tileUrl: string;
  tileAttribution: string;
}

/** A road router (OSRM-compatible); rejects when it cannot answer. */
export interface Router {
  route(from: LatLng, to: LatLng): Promise<Omit<DrivingRoute, 'source'>>;
}

/** Roads wind: a road trip is about this much longer than the straight line (urban Nigeria). */
export const ROAD_DETOUR_FACTOR = 1.3;
/** Typical average driving speed across Lagos, Abuja and Kano traffic. */
export const ESTIMATE_SPEED_KMH = 30;

const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX_ENTRIES = 1000;

/** A driving estimate from the straight-line distance, for when no router can answer. */
export function estimateRoute(from: LatLng, to: LatLng): DrivingRoute {
  const km = haversineKm(from, to) * ROAD_DETOUR_FACTOR;
  return {
    source: 'ESTIMATE',
    distanceMeters: Math.round(km * 1000),
    durationSeconds: Math.round((km / ESTIMATE_SPEED_KMH) * 3600),
    path: [from, to],
  };
}

/**
 * Driving routes through our API, so the browser needs no third-party access: the configured
 * router when there is one (answers cached for 10 minutes), else or on its failure an estimate.
 */
export class RoutingService {
  private readonly cache = new Map<string, { route: DrivingRoute; expires: number }>();

  constructor(
    private readonly router: Router | null,
    private readonly onRouterError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async drivingRoute(from: LatLng, to: LatLng): Promise<DrivingRoute> {
    checkPoint(from, 'from');
    checkPoint(to, 'to');
    if (!this.router) return estimateRoute(from, to);
    const key = [from.latitude, from.longitude, to.latitude, to.longitude].map((n) => n.toFixed(5)).join(',');
    const cached = this.cache.get(key);
    if (cached && cached.expires > this.now()) return cached.route;
    try {
      const route: DrivingRoute = { source: 'ROUTING_SERVICE', ...(await this.router.route(from, to)) };
      this.remember(key, route);
      return route;
    } catch (error) {
      this.onRouterError(error);
      return estimateRoute(from, to);
    }
  }

  private remember(key: string, route: DrivingRoute) {
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, { route, expires: this.now() + CACHE_TTL_MS });
  }
}

function checkPoint(point: LatLng, field: string) {
  const valid =
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180;
  if (!valid) throw badInput('Latitude must be within ±90 and longitude within ±180.', field);
}
