import { describe, expect, it } from 'vitest';
import { hashText, isCompleteAnswer, pageReadIn, READ_KEY_PATH, readKey, stableJson } from './read-cache';

const STORE = 'query Store($slug: String!) { manufacturers(where: { slug: { equals: $slug } }) { id name } }';

describe('readKey', () => {
  it('keys a catalogue read by its name, its text and its variables, whatever their order', () => {
    const key = readKey({ query: STORE, variables: { slug: 'adunni-naturals', take: 2 } });
    expect(key).toBe(
      `${READ_KEY_PATH}Store/${hashText(STORE)}?v=${encodeURIComponent('{"slug":"adunni-naturals","take":2}')}`,
    );
    expect(readKey({ query: STORE, variables: { take: 2, slug: 'adunni-naturals' } })).toBe(key);
    expect(readKey({ query: STORE, variables: { slug: 'other-store', take: 2 } })).not.toBe(key);
  });

  it('gives another key when the text of the operation changes (a new version of the app)', () => {
    const changed = STORE.replace('id name', 'id name slug');
    expect(readKey({ query: changed, variables: {} })).not.toBe(readKey({ query: STORE, variables: {} }));
  });

  it('treats missing and null variables as none', () => {
    const none = readKey({ query: 'query Stores { manufacturers { id } }' });
    expect(none).toMatch(/\?v=%7B%7D$/);
    expect(readKey({ query: 'query Stores { manufacturers { id } }', variables: null })).toBe(none);
  });

  it('reads the operation after comments and white space', () => {
    expect(readKey({ query: '# the home screen\n  query Stores { manufacturers { id } }' })).toContain('/Stores/');
  });

  it.each([
    ['a mutation', 'mutation SetFavourite($productId: String) { setFavourite(productId: $productId, saved: true) }'],
    ["a person's own data", 'query MyOrders { myOrders { edges { node { id } } } }'],
    ['the signed-in cart', 'query Cart { cart { subtotal } }'],
    ['an anonymous query', '{ manufacturers { id } }'],
    ['a document with a second operation', 'query Stores { manufacturers { id } } mutation LogOut { logOut }'],
  ])('keeps nothing of %s', (_what, query) => {
    expect(readKey({ query, variables: {} })).toBeNull();
  });

  it.each([null, 'query Stores { x }', { variables: {} }, { query: 42 }])(
    'refuses a body that is not a request: %j',
    (body) => {
      expect(readKey(body)).toBeNull();
    },
  );
});

describe('isCompleteAnswer', () => {
  it('keeps data without errors only', () => {
    expect(isCompleteAnswer({ data: { manufacturers: [] } })).toBe(true);
    expect(isCompleteAnswer({ data: { manufacturers: [] }, errors: [{ message: 'Unexpected error.' }] })).toBe(false);
    expect(isCompleteAnswer({ data: null, errors: [{ message: 'Store not found.' }] })).toBe(false);
    expect(isCompleteAnswer({ errors: [] })).toBe(false);
    expect(isCompleteAnswer('<html>')).toBe(false);
  });
});

describe('stableJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(stableJson({ b: [{ d: 1, c: 2 }], a: null, e: undefined })).toBe('{"a":null,"b":[{"c":2,"d":1}]}');
  });
});

describe('pageReadIn', () => {
  const PRODUCT = 'query GetProduct($id: String!) { product(where: { id: $id }) { id name } }';
  const html = (read: unknown) =>
    `<head><title>x</title><script type="application/json" id="kasuwa-page-read">${JSON.stringify(read).replace(/</g, '\\u003c')}</script></head>`;

  it("keeps a product page's answer under the key of the same read asked by the screen", () => {
    const data = { product: { id: 'p1', name: 'Shea butter </script>' } };
    const read = pageReadIn(html({ operationName: 'GetProduct', query: PRODUCT, variables: { id: 'p1' }, data }));
    expect(read).toEqual({ key: readKey({ query: PRODUCT, variables: { id: 'p1' } }), answer: { data } });
  });

  it('keeps nothing from a page without a read, a read it does not keep, or a broken one', () => {
    expect(pageReadIn('<head><title>x</title></head>')).toBeNull();
    const me = 'query Me { me { id } }';
    expect(pageReadIn(html({ operationName: 'Me', query: me, variables: {}, data: { me: null } }))).toBeNull();
    expect(pageReadIn(html({ operationName: 'GetProduct', query: PRODUCT, variables: { id: 'p1' } }))).toBeNull();
    expect(pageReadIn('<script type="application/json" id="kasuwa-page-read">{"query":</script>')).toBeNull();
  });
});
