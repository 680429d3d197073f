import { RECALL_ADVICE } from '@kasuwa/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecallBanner, type RecalledBatch } from './recall-banner';

afterEach(cleanup);

const batch = (number: string, reason: string): RecalledBatch => ({
  number,
  reason,
  recalledAt: '2026-11-24T09:00:00.000Z',
  expiryDate: '2028-02-01T00:00:00.000Z',
});

function renderBanner(batches: RecalledBatch[]) {
  const router = createMemoryRouter([{ path: '/', element: <RecallBanner batches={batches} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('RecallBanner', () => {
  it("names the batch, gives the maker's reason and says what to do", () => {
    renderBanner([batch('B-2026-077', 'Mould found in some bottles')]);
    const banner = screen.getByRole('region', { name: 'Recall: batch B-2026-077 of this product' });
    expect(within(banner).getByText('Mould found in some bottles', { exact: false })).toBeTruthy();
    expect(within(banner).getByText(/recalled on 24 Nov 2026/)).toBeTruthy();
    expect(banner.textContent).toContain(
      `What to do: Check the batch number on your pack. If it is this batch: ${RECALL_ADVICE}`,
    );
    expect(within(banner).getByRole('link', { name: 'Verify your unit' }).getAttribute('href')).toBe('/verify');
  });

  it('names every recalled batch with its own reason', () => {
    renderBanner([batch('7', 'Wrong label'), batch('9', 'Broken seals')]);
    const banner = screen.getByRole('region', { name: 'Recall: batches 7 and 9 of this product' });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Batch 7: Reason from the maker: Wrong label/),
      expect.stringMatching(/^Batch 9: Reason from the maker: Broken seals/),
    ]);
  });

  it('shows nothing when no batch is recalled', () => {
    const { container } = renderBanner([]);
    expect(container.textContent).toBe('');
  });
});
