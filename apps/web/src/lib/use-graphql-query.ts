import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { graphqlRequest } from './graphql-client';
import type { TypedDocument } from './graphql-document';
import { useSession } from './session';

type QueryOptions<TData> = Omit<UseQueryOptions<TData, Error, TData, QueryKey>, 'queryKey' | 'queryFn'>;

/** The variables, optional when the query has none or only optional ones; then the query options. */
type QueryArguments<TVariables, TData> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: QueryOptions<TData>]
    : [variables: TVariables, options?: QueryOptions<TData>];

/**
 * A TanStack query of one GraphQL operation. The key is the operation name, its variables and who
 * asks: an answer cached for one session (or none) is never served to the next.
 */
export function useGraphQLQuery<TData, TVariables>(
  name: string,
  document: TypedDocument<TData, TVariables>,
  ...[variables, options = {}]: QueryArguments<TVariables, TData>
) {
  const userId = useSession()?.userId ?? null;
  // `variables` is only undefined when QueryArguments allowed it: the operation needs none.
  return useQuery<TData, Error, TData, QueryKey>({
    ...graphQLQuery(name, document, variables as TVariables, userId),
    ...options,
  });
}

/** The key and fetch of useGraphQLQuery, for starting the same query before its screen renders. */
export function graphQLQuery<TData, TVariables>(
  name: string,
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
  userId: string | null,
) {
  return {
    queryKey: [name, variables ?? {}, userId] as QueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => graphqlRequest(document, variables, { signal }),
  };
}
