import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

const PASSWORD = 'Harmattan@2026';

/** The API answering logIn / signUp with a user who owns `businesses`. */
function answerAsUser(businesses: string[]) {
  const user = {
    id: 'user-1',
    manufacturers: businesses.map((id) => ({ id })),
    currentManufacturer: businesses[0] ? { id: businesses[0] } : null,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { logIn: { token: 't', user }, signUp: { token: 't', user } } })),
  );
}

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

function renderAt(entry: string, form: ReactElement) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={form} />
          <Route path="/signup" element={form} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function logIn() {
  fill('Email', 'ada@example.ng');
  fill('Password', PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  return (await screen.findByTestId('landed')).textContent;
}

async function signUp() {
  fill('Email', 'ada@example.ng');
  fill('Name', 'Ada Obi');
  fill('Password', PASSWORD);
  fill('Confirm password', PASSWORD);
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  return (await screen.findByTestId('landed')).textContent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('after logging in', () => {
  it('a business owner without next goes to the dashboard', async () => {
    answerAsUser(['m1']);
    renderAt('/login', <LoginForm />);
    expect(await logIn()).toBe('/dashboard/main');
    expect(window.localStorage.getItem('manufacturer_id')).toBe('m1');
  });

  it('a shopper without next goes to the account page, not to add a business', async () => {
    answerAsUser([]);
    renderAt('/login', <LoginForm />);
    expect(await logIn()).toBe('/account');
  });

  it('anyone goes back to next, with its query', async () => {
    answerAsUser(['m1']);
    renderAt('/login?next=%2Faccount%2Forders%3Ftab%3D2', <LoginForm />);
    expect(await logIn()).toBe('/account/orders?tab=2');
  });

  it('ignores a next that leaves the site', async () => {
    answerAsUser([]);
    renderAt('/login?next=%2F%2Fevil.example', <LoginForm />);
    expect(await logIn()).toBe('/account');
  });

  it('carries next to sign-up and to the password reset', () => {
    answerAsUser([]);
    renderAt('/login?next=%2Fcheckout', <LoginForm />);
    expect(screen.getByRole('link', { name: 'Create an Account' }).getAttribute('href')).toBe(
      '/signup?next=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Reset' }).getAttribute('href')).toBe('/forgotpassword?next=%2Fcheckout');
  });
});

describe('after signing up', () => {
  it('a new user without next goes to the account page', async () => {
    answerAsUser([]);
    renderAt('/signup', <SignupForm />);
    expect(await signUp()).toBe('/account');
  });

  it('goes to next: checkout, or adding a business for Sell on Kasuwa', async () => {
    answerAsUser([]);
    renderAt('/signup?next=%2Fdashboard%2Fadd-business', <SignupForm />);
    expect(await signUp()).toBe('/dashboard/add-business');
  });

  it('carries next back to log in', () => {
    answerAsUser([]);
    renderAt('/signup?next=%2Fcheckout', <SignupForm />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fcheckout');
  });
});
