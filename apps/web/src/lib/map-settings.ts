import { graphql } from './graphql-document';
import { useGraphQLQuery } from './use-graphql-query';

export const GET_MAP_SETTINGS_QUERY = graphql(`
  query GetMapSettings {
    mapSettings {
      tileUrl
      tileAttribution
    }
  }
`);

/** Where the map tiles come from (configured on the server); it does not change while the app runs. */
export function useMapSettings() {
  return useGraphQLQuery('GetMapSettings', GET_MAP_SETTINGS_QUERY, undefined, { staleTime: Infinity });
}
