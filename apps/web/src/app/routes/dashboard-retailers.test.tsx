import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RetailersScreen from './dashboard-retailers';

const TOTAL = 130;
const retailer = (n: number) => ({
  id: `r${n}`,
  name: `Shop ${String(n).padStart(3, '0')}`,
  contact: '08031234567',
  location: { fullAddress: 'Balogun Market, Lagos' },
});

/** The API's storePage over 130 retailers: the page after the cursor `after` (a position). */
const storePageApi = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { variables } = JSON.parse(String(init?.body)) as { variables: { first: number; after: string | null } };
  const start = variables.after ? Number(variables.after) : 0;
  const end = Math.min(start + variables.first, TOTAL);
  const nodes = Array.from({ length: end - start }, (_, i) => retailer(start + i + 1));
  const storePage = { totalCount: TOTAL, nodes, pageInfo: { hasNextPage: end < TOTAL, endCursor: String(end) } };
  return new Response(JSON.stringify({ data: { storePage } }), { headers: { 'content-type': 'application/json' } });
});

beforeEach(() => {
  // Who is signed in, as the app remembers it (the keys of lib/storage.ts).
  window.localStorage.setItem('userId', 'u1');
  window.localStorage.setItem('manufacturer_id', 'm1');
  vi.stubGlobal('fetch', storePageApi);
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the dashboard retailer list', () => {
  it('shows the first 100 of 130 with the total, and the rest after "Load more retailers"', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RetailersScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('130 retailers (showing 100)')).toBeTruthy();
    const list = () => within(screen.getByRole('list', { name: 'Retailers' })).getAllByRole('listitem');
    expect(list()).toHaveLength(100);

    fireEvent.click(screen.getByRole('button', { name: 'Load more retailers' }));
    expect(await screen.findByText('130 retailers')).toBeTruthy();
    expect(list()).toHaveLength(130);
    expect(list().at(-1)?.textContent).toContain('Shop 130');
    expect(screen.queryByRole('button', { name: 'Load more retailers' })).toBeNull();

    const asked = storePageApi.mock.calls.map(
      ([, init]) => (JSON.parse(String(init?.body)) as { variables: { after: string | null } }).variables.after,
    );
    expect(asked).toEqual([null, '100']);
    // 130 cards with their buttons and checkboxes take jsdom a few seconds on a busy machine.
  }, 20_000);
});
