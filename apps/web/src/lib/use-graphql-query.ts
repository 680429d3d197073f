import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client';
import { useSession } from './session';

/**
 * A TanStack query of one GraphQL operation. The key is the operation name, its variables and who
 * asks: an answer cached for one session (or none) is never served to the next.
 */
export function useGraphQLQuery<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  name: string,
  document: string,
  variables?: TVariables,
  options: Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn'> = {},
) {
  const token = useSession()?.token ?? null;
  return useQuery<TData, Error, TData, QueryKey>({
    queryKey: [name, variables ?? {}, token],
    queryFn: ({ signal }) => graphqlRequest<TData, TVariables>(document, variables, { signal }),
    ...options,
  });
}
