import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, graphqlRequest } from './graphql-client';

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
    const fetchMock = stubFetch(json({ data: { ok: true } }));
    await expect(graphqlRequest('query { ok }', { a: 1 }, { token: 't0k' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'query { ok }', variables: { a: 1 } });
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer t0k');
  });

  it('throws the first GraphQL error with its code', async () => {
    stubFetch(json({ errors: [{ message: 'Please log in.', extensions: { code: 'UNAUTHENTICATED' } }] }));
    const error = await graphqlRequest('query { me { id } }').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ message: 'Please log in.', code: 'UNAUTHENTICATED' });
  });

  it('throws on a response that is not GraphQL', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(graphqlRequest('query { ok }')).rejects.toMatchObject({ status: 502 });
  });
});
