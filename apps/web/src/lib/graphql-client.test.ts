import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, graphqlRequest } from './graphql-client';
import { graphql } from './graphql-document';
import { getSession, saveSession } from './session';

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

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('graphqlRequest', () => {
  it('posts the operation with the session cookie and the CSRF header, and returns its data', async () => {
    localStorage.setItem('token', 'left-by-an-old-version');
    const fetchMock = stubFetch(json({ data: { searchAddress: ['Ikeja, Lagos'] } }));
    await expect(graphqlRequest(SEARCH, { address: 'Ikeja' })).resolves.toEqual({
      searchAddress: ['Ikeja, Lagos'],
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: SEARCH, variables: { address: 'Ikeja' } });
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-kasuwa-csrf')).toBe('1');
    expect(headers.get('authorization')).toBeNull();
  });

  it('forgets who was signed in when the server answers UNAUTHENTICATED', async () => {
    saveSession({ userId: 'u1', manufacturerId: 'm1' });
    stubFetch(
      json({ errors: [{ message: 'You must be logged in to do that.', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(graphqlRequest(ME, {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('manufacturer_id')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    saveSession({ userId: 'u1', manufacturerId: 'm1' });
    stubFetch(json({ errors: [{ message: 'Not yours.', extensions: { code: 'FORBIDDEN' } }] }));
    await expect(graphqlRequest(ME, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(getSession()).toEqual({ userId: 'u1', manufacturerId: 'm1' });
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
