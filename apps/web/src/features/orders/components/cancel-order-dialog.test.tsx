import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelOrder } from './cancel-order-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API's answer to cancelOrder, held until `answer` is called. */
function stubApi(body: object) {
  let answer: () => void = () => {};
  const sent: { variables: { number: string; reason: string | null } }[] = [];
  const api = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
    await new Promise<void>((resolve) => (answer = resolve));
    return Response.json(body);
  });
  vi.stubGlobal('fetch', api);
  return { sent, answer: () => answer() };
}

function renderCancel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CancelOrder number="KSW-7QH2MX" />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
  return screen.getByRole('dialog', { hidden: true });
}

describe('CancelOrder', () => {
  it('sends the number and the trimmed reason once confirmed, disabled while sending', async () => {
    const api = stubApi({ data: { cancelOrder: { id: 'o1', number: 'KSW-7QH2MX', status: 'CANCELLED' } } });
    const dialog = renderCancel();
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: '  Found it cheaper  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order', hidden: true }));
    const sending = await within(dialog).findByRole('button', { name: 'Cancelling...', hidden: true });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Keep order', hidden: true }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.sent[0]?.variables).toEqual({ number: 'KSW-7QH2MX', reason: 'Found it cheaper' });
    api.answer();
    await waitFor(() => expect(within(dialog).queryByText('Cancelling...')).toBeNull());
  });

  it('sends no reason when none is given, and shows a refusal in the dialog', async () => {
    const refusal = 'The order has shipped; it can no longer be cancelled.';
    const api = stubApi({ errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] });
    const dialog = renderCancel();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order', hidden: true }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.variables.reason).toBeNull();
    api.answer();
    expect((await within(dialog).findByText(refusal)).getAttribute('role')).toBe('alert');
  });

  it("shows the API's complaint about the reason under the reason", async () => {
    const api = stubApi({
      errors: [{ message: 'Keep it under 500 characters', extensions: { code: 'BAD_USER_INPUT', field: 'reason' } }],
    });
    const dialog = renderCancel();
    const reason = within(dialog).getByLabelText('Reason (optional)');
    fireEvent.change(reason, { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order', hidden: true }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    api.answer();
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(reason.getAttribute('aria-describedby')).toContain('-error');
    expect(within(dialog).getByText('Keep it under 500 characters')).toBeTruthy();
  });
});
