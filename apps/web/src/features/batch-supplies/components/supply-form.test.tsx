import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dayInLagos, SUPPLY_DATE_IN_FUTURE } from '@kasuwa/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupplyForm } from './supply-form';

const batch = { id: 'b1', quantity: 100, unitsSupplied: 40, manufactureDate: '2026-01-10T00:00:00.000Z' };
const STORES = [
  { id: 's1', name: 'Ikeja Pharmacy', location: { fullAddress: '12 Allen Avenue, Ikeja, Lagos' } },
  { id: 's2', name: 'Balogun Market Shop 4', location: { fullAddress: 'Balogun Market, Lagos Island' } },
];

type Call = { operation: string; variables: Record<string, unknown> };

/** The API stand-in: retailers for the combobox, and `record` for the supply. */
function api(record: () => unknown = () => ({ data: { recordBatchSupply: { id: 'new' } } })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(init.body as string) as { query: string; variables: Call['variables'] };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      calls.push({ operation, variables });
      const body =
        operation === 'SupplyRetailers'
          ? {
              data: {
                stores: STORES.filter((s) => s.name.toLowerCase().includes(String(variables.name).toLowerCase())),
              },
            }
          : record();
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderForm() {
  const onRecorded = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SupplyForm batch={batch} batchNumber="B-7" manufacturerId="m1" onRecorded={onRecorded} onCancel={vi.fn()} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return onRecorded;
}

async function pickRetailer(typed: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Retailer' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: typed } });
  // The server's answer for what was typed: only the retailer named so.
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining(name)]),
  );
  fireEvent.click(screen.getByRole('option', { name: new RegExp(name) }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Record supply' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SupplyForm', () => {
  it("dates a supply today by default and refuses with the domain's messages before asking the server", async () => {
    const calls = api();
    renderForm();
    const date = screen.getByLabelText('Supply date') as HTMLInputElement;
    expect(date.value).toBe(dayInLagos(new Date()));
    expect(screen.getByText(/60 of 100 not yet supplied/)).toBeTruthy();

    fireEvent.input(date, { target: { value: '2999-01-01' } });
    fireEvent.input(screen.getByLabelText('Units (optional)'), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Choose one of your retailers')).toBeTruthy();
    expect(screen.getByText('Units must be at least 1')).toBeTruthy();
    expect(screen.getByText(SUPPLY_DATE_IN_FUTURE)).toBeTruthy();
    fireEvent.input(date, { target: { value: '2026-01-09' } });
    submit();
    expect(await screen.findByText('Supply date cannot be before the batch was made (10 Jan 2026)')).toBeTruthy();
    // At most the units the hint says are left.
    fireEvent.input(screen.getByLabelText('Units (optional)'), { target: { value: '61' } });
    submit();
    expect(await screen.findByText('This batch has 60 units not yet supplied.')).toBeTruthy();
    expect(calls.filter((c) => c.operation === 'RecordBatchSupply')).toEqual([]);
  });

  it('finds a retailer by part of its name and sends the supply, units left out when not counted', async () => {
    const calls = api();
    const onRecorded = renderForm();
    await pickRetailer('market', 'Balogun Market Shop 4');
    expect((screen.getByRole('combobox', { name: 'Retailer' }) as HTMLInputElement).value).toBe(
      'Balogun Market Shop 4',
    );
    expect(calls.some((c) => c.operation === 'SupplyRetailers' && c.variables.name === 'market')).toBe(true);
    fireEvent.input(screen.getByLabelText('Supply date'), { target: { value: '2026-02-14' } });
    submit();
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.operation === 'RecordBatchSupply')?.variables).toEqual({
      batchId: 'b1',
      input: { storeId: 's2', units: null, suppliedOn: '2026-02-14' },
    });
  });

  it("shows the server's refusal under its field (another supply recorded meanwhile)", async () => {
    api(() => ({
      data: null,
      errors: [
        {
          message: 'This batch has 30 units not yet supplied.',
          extensions: { code: 'BAD_USER_INPUT', field: 'units' },
        },
      ],
    }));
    const onRecorded = renderForm();
    await pickRetailer('ike', 'Ikeja Pharmacy');
    fireEvent.input(screen.getByLabelText('Units (optional)'), { target: { value: '50' } });
    fireEvent.input(screen.getByLabelText('Supply date'), { target: { value: '2026-02-14' } });
    submit();
    expect(await screen.findByText('This batch has 30 units not yet supplied.')).toBeTruthy();
    expect(screen.getByLabelText('Units (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
