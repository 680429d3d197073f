import type { LatLng } from '@kasuwa/domain';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_DRIVING_ROUTE_QUERY = graphql(`
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
`);

/** A car route; `source` ESTIMATE: worked out from the straight-line distance because no road router answered. */
export type DrivingRoute = ResultOf<typeof GET_DRIVING_ROUTE_QUERY>['drivingRoute'];

const ORIGIN: LatLng = { latitude: 0, longitude: 0 };

/** The car route between two points; idle until both are known. */
export function useDrivingRoute(from: LatLng | null, to: LatLng | null) {
  return useGraphQLQuery(
    'GetDrivingRoute',
    GET_DRIVING_ROUTE_QUERY,
    { from: pick(from ?? ORIGIN), to: pick(to ?? ORIGIN) },
    { enabled: Boolean(from && to), staleTime: 10 * 60_000 },
  );
}

// Only the two numbers go to the API (and into the query key), whatever else the objects carry.
const pick = ({ latitude, longitude }: LatLng): LatLng => ({ latitude, longitude });
