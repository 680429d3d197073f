import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FigureCard } from './figure-card';

afterEach(cleanup);

const card = (props: Partial<Parameters<typeof FigureCard>[0]> = {}) => (
  <ul>
    <FigureCard
      figure="revenue"
      icon={null}
      value={1120}
      previous={1000}
      period="WEEKLY"
      selected={false}
      onSelect={() => undefined}
      {...props}
    />
  </ul>
);

describe('FigureCard', () => {
  it('shows the value in naira and the change, and says the change in words', () => {
    render(card());
    expect(screen.getByRole('heading', { level: 3, name: 'Revenue' })).toBeTruthy();
    expect(screen.getByTestId('figure-value').textContent).toBe('₦1,120');
    expect(screen.getByText('↑ 12 %').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Up 12 % on the previous 7 days')).toBeTruthy();
  });

  it('is the button that chooses its figure, pressed when chosen', () => {
    const onSelect = vi.fn();
    const { rerender } = render(card({ onSelect }));
    const choose = screen.getByRole('button', { name: 'Show Revenue on the chart' });
    expect(choose.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(choose);
    expect(onSelect).toHaveBeenCalledOnce();
    rerender(card({ onSelect, selected: true }));
    expect(choose.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens its definition from the (i) by click, and closes it with Escape or a second click', () => {
    render(card({ figure: 'searches', value: 3, previous: 0 }));
    const about = screen.getByRole('button', { name: 'What Searches counts' });
    expect(screen.queryByText(/whose results included/)).toBeNull();
    fireEvent.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(
      'searches anywhere on Kasuwa whose results included at least one of your products',
    );
    fireEvent.keyDown(about, { key: 'Escape' });
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/whose results included/)).toBeNull();
    fireEvent.click(about);
    fireEvent.click(about);
    expect(screen.queryByText(/whose results included/)).toBeNull();
  });
});
