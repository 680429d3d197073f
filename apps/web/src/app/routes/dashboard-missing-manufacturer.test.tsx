import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AccountScreen from './dashboard-account';
import AddRetailerScreen from './dashboard-add-retailer';
import AddRetailerCsvScreen from './dashboard-add-retailer-csv';
import RetailersScreen from './dashboard-retailers';

const SCREENS: [string, ComponentType][] = [
  ['account', AccountScreen],
  ['retailers', RetailersScreen],
  ['add-retailer', AddRetailerScreen],
  ['add-retailer-csv', AddRetailerCsvScreen],
];

beforeEach(() => window.localStorage.setItem('userId', 'u1'));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('without a stored manufacturer id', () => {
  it.each(SCREENS)('%s says "User ID not found. Please log in again."', (_name, Screen) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('User ID not found. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
