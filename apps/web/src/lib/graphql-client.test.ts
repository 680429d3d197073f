import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, graphqlRequest } from './graphql-client';
import { graphql } from './graphql-document';

const SEARCH = graphql(`
  query SearchAddress($address: String!) {
    searchAddress(address: $address)
  }
`);
const ME = graphql(`
  query Me {
    me {
      id
    }
  }
`);

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('graphqlRequest', () => {
  it('posts the operation and returns its data', async () => {
    const fetchMock = stubFetch(json({ data: { searchAddress: ['Ikeja, Lagos'] } }));
    await expect(graphqlRequest(SEARCH, { address: 'Ikeja' }, { token: 't0k' })).resolves.toEqual({
      searchAddress: ['Ikeja, Lagos'],
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: SEARCH, variables: { address: 'Ikeja' } });
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer t0k');
  });

  it('throws the first GraphQL error with its code', async () => {
    stubFetch(json({ errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const error = await graphqlRequest(ME, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ message: 'Please log in.', code: 'UNAUTHENTICATED' });
  });

  it('throws on a response that is not GraphQL', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(graphqlRequest(ME, {})).rejects.toMatchObject({ status: 502 });
  });
});
