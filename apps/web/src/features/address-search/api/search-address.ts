import { ADDRESS_SEARCH_MIN_CHARS } from '@kasuwa/domain';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const SEARCH_ADDRESS_QUERY = graphql(`
  query SearchAddress($address: String!) {
    searchAddress(address: $address)
  }
`);

export const canSearchAddress = (term: string) => term.trim().length >= ADDRESS_SEARCH_MIN_CHARS;

/** Suggested full addresses for what was typed; asks only when `enabled` and the term is long enough. */
export function useAddressSuggestions(term: string, enabled: boolean) {
  const address = term.trim();
  return useGraphQLQuery(
    'SearchAddress',
    SEARCH_ADDRESS_QUERY,
    { address },
    { enabled: enabled && canSearchAddress(address), staleTime: 5 * 60_000, retry: false },
  );
}
