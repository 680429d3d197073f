import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_RECALLED_NO_CHANGES, EXPIRY_AFTER_MANUFACTURE } from '@kasuwa/domain';
import { BatchForm } from './batch-form';

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BatchForm productId="p1" batch={null} onSaved={onSaved} onCancel={vi.fn()} />
    </QueryClientProvider>,
  );
  return onSaved;
}

function fillValid() {
  fill('Batch number', 'B-2026-014');
  fill('Manufacture date', '2026-03-01');
  fill('Expiry date', '2028-03-01');
  fill('Quantity', '5000');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BatchForm', () => {
  it("says what is wrong next to each field with the domain's messages, without asking the server", async () => {
    const api = vi.fn();
    vi.stubGlobal('fetch', api);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    expect(await screen.findByText('Batch number is required')).toBeTruthy();
    expect(screen.getByText('Manufacture date is required')).toBeTruthy();
    expect(screen.getByText('Batch quantity is required')).toBeTruthy();
    fillValid();
    fill('Expiry date', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    expect(await screen.findByText(EXPIRY_AFTER_MANUFACTURE)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the batch once, with the button disabled while sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', api);
    const onSaved = renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: /Saving/ }) as HTMLButtonElement).disabled).toBe(true);
    const body = JSON.parse((api.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.variables).toEqual({
      productId: 'p1',
      input: { number: 'B-2026-014', manufactureDate: '2026-03-01', expiryDate: '2028-03-01', quantity: '5000' },
    });
    answer(Response.json({ data: { addBatch: { id: 'b1' } } }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("shows the server's refusal under its field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: null,
          errors: [
            {
              message: 'This product already has a batch numbered "B-2026-014".',
              extensions: { code: 'BAD_USER_INPUT', field: 'number' },
            },
          ],
        }),
      ),
    );
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    expect(await screen.findByText('This product already has a batch numbered "B-2026-014".')).toBeTruthy();
    expect(screen.getByLabelText('Batch number').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['QUOTA_EXCEEDED', 'This product already has 500 batches, the most one product can have.'],
    ['CONFLICT', BATCH_RECALLED_NO_CHANGES],
  ])('shows a %s refusal above the form, the batch not saved', async (code, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: null, errors: [{ message, extensions: { code } }] })),
    );
    const onSaved = renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add batch' }));
    const shown = (await screen.findByText(message)).closest('[role="alert"]');
    // Above the form's fields, not under one of them.
    expect(shown?.compareDocumentPosition(screen.getByLabelText('Batch number'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByLabelText('Batch number').getAttribute('aria-invalid')).not.toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
