import { config } from '../config/env';
import { CSRF_HEADER } from './csrf-header';
import type { TypedDocument } from './graphql-document';
import { clearSession } from './session';

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

export type RequestOptions = {
  signal?: AbortSignal;
  /** Background work (the favourites sync): its refusal leaves judging the session to the screens. */
  keepSession?: boolean;
};

/**
 * Sends one GraphQL operation to the API and returns its data, or throws GraphQLRequestError.
 * The session goes along as the browser's httpOnly cookie; an UNAUTHENTICATED answer means the
 * server no longer knows it, so the browser forgets who was signed in (the guards then ask to log in).
 */
export async function graphqlRequest<TData, TVariables>(
  query: TypedDocument<TData, TVariables>,
  variables: TVariables,
  { signal, keepSession = false }: RequestOptions = {},
): Promise<TData> {
  let response: Response;
  try {
    response = await fetch(config.graphqlUrl, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        [CSRF_HEADER.name]: CSRF_HEADER.value,
      },
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
    if (code === 'UNAUTHENTICATED' && !keepSession) clearSession();
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
