import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NIGERIAN_PHONE_MESSAGE } from '@kasuwa/domain';
import { AddressForm, type AddressInputProps } from './address-form';

/** A plain text box in place of the address search (which asks the server for suggestions). */
function PlainAddressInput({ id, value, onChange, onBlur, name, invalid, describedBy }: AddressInputProps) {
  return (
    <input
      id={id}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm address={null} AddressInput={PlainAddressInput} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressForm', () => {
  it('says what is missing next to each field without asking the server', async () => {
    const api = vi.fn();
    vi.stubGlobal('fetch', api);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Give the address a label, e.g. Home or Work')).toBeTruthy();
    expect(screen.getByText('Enter the name of the person receiving the order')).toBeTruthy();
    expect(screen.getByText('Enter a phone number')).toBeTruthy();
    expect(screen.getByText('Enter the delivery address')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the phone number under the phone field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: null,
          errors: [{ message: NIGERIAN_PHONE_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'phone' } }],
        }),
      ),
    );
    const onSaved = renderForm();
    fill('Label', 'Home');
    fill('Recipient name', 'Amina Bello');
    fill('Phone number', '12345');
    fill('Delivery address', '12 Allen Avenue, Ikeja, Lagos');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect((await screen.findByText(NIGERIAN_PHONE_MESSAGE)).id).toBe('address-phone-error');
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
