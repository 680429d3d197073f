import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu } from './menu';

const renderMenu = () =>
  render(
    <Menu
      label="Actions for Plantain Chips"
      trigger="…"
      items={[
        { label: 'Edit', onSelect: vi.fn() },
        { label: 'Delete', onSelect: vi.fn() },
      ]}
    />,
  );

afterEach(cleanup);

describe('Menu', () => {
  it('closes on Escape from inside, focus back on its button', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Plantain Chips' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Edit' }), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on an Escape pressed before the menu took focus (still on its button)', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Actions for Plantain Chips' });
    fireEvent.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
