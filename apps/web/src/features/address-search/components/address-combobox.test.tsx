import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { AddressCombobox } from './address-combobox';

vi.mock('../../../lib/notify', () => ({ notify: { error: vi.fn() } }));

function answer(body: object, status = 200) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    void init;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function Harness() {
  const [value, setValue] = useState('');
  return (
    <QueryClientProvider client={new QueryClient()}>
      <label htmlFor="address">Address</label>
      <AddressCombobox id="address" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </QueryClientProvider>
  );
}

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
const asked = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { variables: { address: string } }).variables.address,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('AddressCombobox', () => {
  it('asks once the typing pauses, then picks with the keyboard', async () => {
    const fetch = answer({ data: { searchAddress: ['Surulere, Lagos', 'Surulere, Oyo'] } });
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    type('Su');
    type('Sur');
    type('Suru');
    expect(await screen.findByRole('option', { name: 'Surulere, Oyo' })).toBeTruthy();
    expect(asked(fetch)).toEqual(['Suru']);

    const input = screen.getByRole('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('address-option-1');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('Surulere, Oyo');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not ask under 3 characters and closes on Escape', async () => {
    const fetch = answer({ data: { searchAddress: ['Ikeja, Lagos'] } });
    vi.stubGlobal('fetch', fetch);
    render(<Harness />);
    type('Ik');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    type('Ikej');
    await screen.findByRole('option', { name: 'Ikeja, Lagos' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('says "No addresses found" for an empty answer', async () => {
    vi.stubGlobal('fetch', answer({ data: { searchAddress: [] } }));
    render(<Harness />);
    type('Qxzv');
    expect(await screen.findByText('No addresses found')).toBeTruthy();
  });

  it('toasts when the search fails', async () => {
    vi.stubGlobal('fetch', answer({ errors: [{ message: 'Boom' }] }, 500));
    render(<Harness />);
    type('Allen');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('There was an error searching for the address.'));
  });
});
