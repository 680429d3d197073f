import type { LatLng } from '@kasuwa/domain';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_DRIVING_ROUTE_QUERY = /* GraphQL */ `
  query GetDrivingRoute($from: LatLngInput!, $to: LatLngInput!) {
    drivingRoute(from: $from, to: $to) {
      source
      distanceMeters
      durationSeconds
      path {
        latitude
        longitude
      }
    }
  }
`;

export interface DrivingRoute {
  /** ESTIMATE: worked out from the straight-line distance because no road router answered. */
  source: 'ROUTING_SERVICE' | 'ESTIMATE';
  distanceMeters: number;
  durationSeconds: number;
  path: LatLng[];
}

const ORIGIN: LatLng = { latitude: 0, longitude: 0 };

/** The car route between two points; idle until both are known. */
export function useDrivingRoute(from: LatLng | null, to: LatLng | null) {
  return useGraphQLQuery<{ drivingRoute: DrivingRoute }, { from: LatLng; to: LatLng }>(
    'GetDrivingRoute',
    GET_DRIVING_ROUTE_QUERY,
    { from: pick(from ?? ORIGIN), to: pick(to ?? ORIGIN) },
    { enabled: Boolean(from && to), staleTime: 10 * 60_000 },
  );
}

// Only the two numbers go to the API (and into the query key), whatever else the objects carry.
const pick = ({ latitude, longitude }: LatLng): LatLng => ({ latitude, longitude });
