import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../lib/session';
import { PAGE_READ_ELEMENT_ID, seedPageRead } from './page-read';
import { createQueryClient } from './query-client';

/** What the server writes into a product page's HTML (apps/api/src/app/page-read.ts). */
function pageWithRead(text: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${PAGE_READ_ELEMENT_ID}">${text}</script>`,
  );
}
const READ = { operationName: 'GetProduct', query: 'query GetProduct…', variables: { id: 'p1' } };
const DATA = { product: { id: 'p1', name: 'Shea butter' } };

afterEach(() => {
  clearSession();
  document.getElementById(PAGE_READ_ELEMENT_ID)?.remove();
});

describe('seedPageRead', () => {
  it("puts the page's answer under the key the screen's useGraphQLQuery asks with, fresh, and removes the element", () => {
    pageWithRead(JSON.stringify({ ...READ, data: DATA }));
    const queryClient = createQueryClient();
    seedPageRead(queryClient);
    expect(queryClient.getQueryData(['GetProduct', { id: 'p1' }, null])).toEqual(DATA);
    // Fresh for the client's staleTime: the screen's first render asks nothing.
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['GetProduct', { id: 'p1' }, null] })
        ?.isStaleByTime(30_000 - 1_000),
    ).toBe(false);
    expect(document.getElementById(PAGE_READ_ELEMENT_ID)).toBeNull();
  });

  it('leaves the cache alone when someone is signed in (their screens ask for themselves), or the text is broken', () => {
    saveSession({ userId: 'u1' });
    pageWithRead(JSON.stringify({ ...READ, data: DATA }));
    const signedIn = createQueryClient();
    seedPageRead(signedIn);
    expect(signedIn.getQueryCache().getAll()).toEqual([]);
    expect(document.getElementById(PAGE_READ_ELEMENT_ID)).toBeNull();

    clearSession();
    pageWithRead('{"operationName":');
    const broken = createQueryClient();
    seedPageRead(broken);
    expect(broken.getQueryCache().getAll()).toEqual([]);
    seedPageRead(broken);
  });
});
