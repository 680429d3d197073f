import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChecksChart } from './checks-chart';

// The canvas itself (uPlot) is for the eye; these tests are about what replaces it for everyone else.
vi.mock('./checks-chart-canvas', () => ({ default: () => <div data-testid="canvas" /> }));

afterEach(cleanup);

const DAYS = [
  { day: '2026-11-22', checks: 3, warnings: 0 },
  { day: '2026-11-23', checks: 0, warnings: 0 },
  { day: '2026-11-24', checks: 12, warnings: 4 },
];

describe('ChecksChart', () => {
  it('sums the period up in a sentence', () => {
    render(<ChecksChart days={DAYS} />);
    expect(
      screen.getByText('15 checks in 3 days, 4 with a warning. The busiest day was 24 Nov 2026, with 12 checks.'),
    ).toBeTruthy();
  });

  it('gives screen readers a table of every day, and hides the drawing from them', async () => {
    render(<ChecksChart days={DAYS} />);
    const table = screen.getByRole('table', { name: 'Checks per day, 22 Nov 2026 to 24 Nov 2026' });
    expect(table.parentElement?.className).toContain('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Checks', 'Warnings']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['22 Nov 2026', '3', '0'],
      ['23 Nov 2026', '0', '0'],
      ['24 Nov 2026', '12', '4'],
    ]);
    const canvas = await screen.findByTestId('canvas');
    expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says when nothing was checked', () => {
    render(<ChecksChart days={DAYS.map((day) => ({ ...day, checks: 0, warnings: 0 }))} />);
    expect(screen.getByText('No checks in these 3 days.')).toBeTruthy();
  });
});
