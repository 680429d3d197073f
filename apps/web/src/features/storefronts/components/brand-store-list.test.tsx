import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandStoreList } from './brand-store-list';

function respondWith(...bodies: unknown[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const body of bodies) {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BrandStoreList', () => {
  it('shows skeletons, then the brand stores', async () => {
    const fetchMock = respondWith({
      data: {
        manufacturers: [
          { name: 'Dangote Foods', slug: 'dangote-foods', brandStoreName: 'Dangote Store' },
          { name: 'Kano Leather Works', slug: 'kano-leather', brandStoreName: 'Kano Leather' },
          { name: 'Ewa Hair Care', slug: 'ewa-hair-care', brandStoreName: 'Ewa Hair Care' },
        ],
      },
    });
    render(<BrandStoreList />);
    expect(screen.getByText('Loading stores…')).toBeTruthy();

    const list = await screen.findByRole('list', { name: 'Brand stores' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DSDangote Storeby Dangote Foods',
      'KLKano Leatherby Kano Leather Works',
      'EHEwa Hair Care', // no "by ..." when the store carries the maker's name
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init?.body)).query).toContain('manufacturers');
  });

  it('says so when there are no stores', async () => {
    respondWith({ data: { manufacturers: [] } });
    render(<BrandStoreList />);
    expect(await screen.findByText('No stores found')).toBeTruthy();
  });

  it('shows an error and loads again on retry', async () => {
    respondWith(
      { errors: [{ message: 'Unexpected error.' }] },
      { data: { manufacturers: [{ name: 'Ada Foods', slug: 'ada', brandStoreName: 'Ada Store' }] } },
    );
    render(<BrandStoreList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load stores');

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Store')).toBeTruthy();
  });
});
