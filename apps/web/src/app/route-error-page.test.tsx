import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

afterEach(() => vi.restoreAllMocks());

/** A layout (standing in for the header and tabs) around one screen, with the real error element. */
function renderScreen(Screen: () => React.ReactNode) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Main">Tabs</nav>
            <Outlet />
          </>
        ),
        children: [{ path: '/', element: <Screen />, errorElement: <RouteErrorPage /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('shows a crash inside a screen in place, keeping the tabs, and Retry runs the screen again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    renderScreen(() => {
      if (crash) throw new Error('render failed');
      return <h1>The screen</h1>;
    });

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This screen could not be shown. Try again, or go to the home page.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('404')).toBeNull();
    expect(consoleError).toHaveBeenCalled();

    crash = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the 404 page for a screen that finds nothing', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(() => {
      throw data('Not found', { status: 404 });
    });
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(consoleError).not.toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });
});
