import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client';

/** A TanStack query of one GraphQL operation; the key is the operation name plus its variables. */
export function useGraphQLQuery<TData, TVariables extends Record<string, unknown> = Record<string, never>>(
  name: string,
  document: string,
  variables?: TVariables,
  options: Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<TData, Error, TData, QueryKey>({
    queryKey: [name, variables ?? {}],
    queryFn: ({ signal }) => graphqlRequest<TData, TVariables>(document, variables, { signal }),
    ...options,
  });
}
