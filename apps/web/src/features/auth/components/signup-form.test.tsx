import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

const COMMON = 'This password is too common. Choose one that is harder to guess.';

/** The API refusing the password as it does for "Password1!" (BAD_USER_INPUT on the field `password`). */
const refusingApi = vi.fn(async () =>
  Response.json({
    data: null,
    errors: [{ message: COMMON, extensions: { code: 'BAD_USER_INPUT', field: 'password' } }],
  }),
);

beforeEach(() => vi.stubGlobal('fetch', refusingApi));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('SignupForm', () => {
  it("shows the server's refusal of the password under the Password field, not in the form's red box", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SignupForm />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fill('Email', 'ada@example.ng');
    fill('Name', 'Ada Obi');
    fill('Password', 'Password1!');
    fill('Confirm password', 'Password1!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const password = screen.getByLabelText('Password', { exact: true });
    expect((await screen.findByText(COMMON)).id).toBe('signup-password-error');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === COMMON)).toHaveLength(1);
    expect(refusingApi).toHaveBeenCalledTimes(1);
  });
});
