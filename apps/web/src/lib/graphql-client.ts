import { config } from '../config/env';
import type { TypedDocument } from './graphql-document';
import { getToken } from './storage';

type GraphQLErrorBody = { message: string; extensions?: { code?: string; field?: string } };
type GraphQLResponseBody<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/** A failed GraphQL request: a network or HTTP problem, or the first error the API returned. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
    /** The input the API refused, e.g. "2.fullAddress" for the second row's address. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

export const NETWORK_ERROR = 'Network error occurred';

export type RequestOptions = { signal?: AbortSignal; token?: string | null };

/**
 * Sends one GraphQL operation to the API and returns its data, or throws GraphQLRequestError.
 * The stored token goes along as a bearer token unless another (or null) is given.
 */
export async function graphqlRequest<TData, TVariables>(
  query: TypedDocument<TData, TVariables>,
  variables: TVariables,
  { signal, token = getToken() }: RequestOptions = {},
): Promise<TData> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(config.graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError(NETWORK_ERROR, 'NETWORK_ERROR');
  }

  let body: GraphQLResponseBody<TData>;
  try {
    body = (await response.json()) as GraphQLResponseBody<TData>;
  } catch {
    throw new GraphQLRequestError(
      `The server answered ${response.status} without GraphQL data`,
      undefined,
      response.status,
    );
  }
  const [firstError] = body.errors ?? [];
  if (firstError) {
    const { code, field } = firstError.extensions ?? {};
    throw new GraphQLRequestError(firstError.message, code, response.status, field);
  }
  if (!response.ok || body.data == null) {
    throw new GraphQLRequestError(
      `The server answered ${response.status} without GraphQL data`,
      undefined,
      response.status,
    );
  }
  return body.data;
}
