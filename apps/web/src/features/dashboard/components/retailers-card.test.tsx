import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetailersCard } from './retailers-card';

const TOTAL = 130;

/** The API's storePage over 130 retailers: the first `first` of them, and the total. */
const storePageApi = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { variables } = JSON.parse(String(init?.body)) as { variables: { first: number } };
  const nodes = Array.from({ length: Math.min(variables.first, TOTAL) }, (_, i) => ({
    id: `r${i + 1}`,
    name: `Shop ${i + 1}`,
    contact: '08031234567',
    location: { fullAddress: 'Balogun Market, Lagos' },
  }));
  return Response.json({ data: { storePage: { totalCount: TOTAL, nodes } } });
});

beforeEach(() => {
  window.localStorage.setItem('userId', 'u1');
  vi.stubGlobal('fetch', storePageApi);
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the dashboard retailers card', () => {
  it('counts every retailer in "View all retailers" and asks the API for only the five it lists', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <RetailersCard manufacturerId="m1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByRole('link', { name: 'View all retailers (130)' })).getAttribute('href')).toBe(
      '/dashboard/retailers',
    );
    const section = screen.getByRole('region', { name: 'Your retailers' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    const [[, init]] = storePageApi.mock.calls as [[RequestInfo | URL, RequestInit]];
    expect(JSON.parse(String(init.body)).variables).toEqual({ where: { manufacturerId: { equals: 'm1' } }, first: 5 });
  });
});
