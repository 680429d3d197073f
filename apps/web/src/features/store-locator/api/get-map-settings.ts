import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const GET_MAP_SETTINGS_QUERY = /* GraphQL */ `
  query GetMapSettings {
    mapSettings {
      tileUrl
      tileAttribution
    }
  }
`;

export interface MapSettings {
  tileUrl: string;
  tileAttribution: string;
}

/** Where the map tiles come from (configured on the server); it does not change while the app runs. */
export function useMapSettings() {
  return useGraphQLQuery<{ mapSettings: MapSettings }>('GetMapSettings', GET_MAP_SETTINGS_QUERY, undefined, {
    staleTime: Infinity,
  });
}
