import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LikelyCopyList, type LikelyCopyRow } from './likely-copy-list';

afterEach(cleanup);

const copy = (over: Partial<LikelyCopyRow>): LikelyCopyRow => ({
  unitCodeId: 'u1',
  serial: 17,
  batchNumber: 'B-2026-077',
  productName: 'Zobo drink',
  verifications: 5,
  firstVerifiedAt: '2026-11-20T09:15:00.000Z',
  lastVerifiedAt: '2026-11-24T16:40:00.000Z',
  places: ['Ikeja, Lagos', 'Wuse, Abuja'],
  farthestApartKm: 524.3,
  reasons: ['MANY_CHECKS', 'FAR_APART'],
  ...over,
});

describe('LikelyCopyList', () => {
  it('says why each code looks copied, on a phone and in the table', () => {
    render(
      <LikelyCopyList
        copies={[
          copy({}),
          copy({
            unitCodeId: 'u2',
            serial: 3,
            verifications: 4,
            places: [],
            farthestApartKm: null,
            reasons: ['MANY_CHECKS'],
          }),
          copy({ unitCodeId: 'u3', serial: 9, verifications: 2, farthestApartKm: 131, reasons: ['FAR_APART'] }),
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Likely copies' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.text-red-800')?.textContent)).toEqual([
      'Checked 5 times, 524 km apart',
      'Checked 4 times',
      'Checked 131 km apart',
    ]);
    const table = screen.getByRole('table', { name: 'Likely copies' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual([
      'Checked 5 times, 524 km apart',
      'Checked 4 times',
      'Checked 131 km apart',
    ]);
  });

  it('shows the product, batch, unit, count, first and last check and the places', () => {
    render(<LikelyCopyList copies={[copy({}), copy({ unitCodeId: 'u2', places: [] })]} />);
    const [row, noPlaces] = within(screen.getByRole('table', { name: 'Likely copies' }))
      .getAllByRole('row')
      .slice(1);
    expect([...row!.children].map((cell) => cell.textContent)).toEqual([
      'Zobo drink',
      'B-2026-077',
      'No. 17',
      '5',
      '20 Nov 2026, 10:15',
      '24 Nov 2026, 17:40',
      'Ikeja, Lagos; Wuse, Abuja',
      'Checked 5 times, 524 km apart',
    ]);
    expect(within(noPlaces!).getByText('No place shared')).toBeTruthy();
  });
});
