import { RECALL_REASON_TOO_SHORT } from '@kasuwa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecallBatchForm, type RecallRequest } from './recall-batch-form';
import { RecallSection } from './recall-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRODUCTS = [
  { id: 'p1', name: 'Zobo drink' },
  { id: 'p2', name: 'Plantain chips' },
];
const BATCHES: Record<string, { id: string; name: string }[]> = {
  p1: [
    { id: 'b1', name: 'B-2026-077' },
    { id: 'b2', name: 'B-2026-078' },
  ],
  p2: [],
};

/** The form as the section drives it: choosing a product gives its batches. */
function Harness({ onRecall }: { onRecall: (request: RecallRequest) => Promise<void> }) {
  const [productId, setProductId] = useState('');
  return (
    <RecallBatchForm
      products={PRODUCTS}
      batches={BATCHES[productId] ?? []}
      batchesLoading={false}
      onProductChange={setProductId}
      onRecall={onRecall}
    />
  );
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const type = (text: string) => fireEvent.input(screen.getByLabelText('Reason'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Recall batch' }));

describe('RecallBatchForm', () => {
  it('asks for the product, the batch and a reason of 5 characters or more before anything else', async () => {
    const onRecall = vi.fn(async () => undefined);
    render(<Harness onRecall={onRecall} />);
    expect((screen.getByLabelText('Batch') as HTMLSelectElement).disabled).toBe(true);
    submit();
    expect(await screen.findByText('Choose the product')).toBeTruthy();
    expect(screen.getByText('Choose the batch to recall')).toBeTruthy();
    expect(screen.getByText(RECALL_REASON_TOO_SHORT)).toBeTruthy();

    choose('Product', 'p1');
    choose('Batch', 'b2');
    type('  Bad ');
    submit();
    await waitFor(() => expect(screen.queryByText('Choose the product')).toBeNull());
    expect(screen.getByText(RECALL_REASON_TOO_SHORT)).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog', { hidden: true })?.hasAttribute('open')).toBeFalsy();
    expect(onRecall).not.toHaveBeenCalled();
  });

  it('counts the characters of the reason and lets no more than 500 be typed', () => {
    render(<Harness onRecall={vi.fn()} />);
    expect(screen.getByText('0 of 500 characters')).toBeTruthy();
    type('Mould found');
    expect(screen.getByText('11 of 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('maxLength')).toBe('500');
  });

  it("lists only the chosen product's batches, and clears the batch when the product changes", async () => {
    render(<Harness onRecall={vi.fn()} />);
    choose('Product', 'p1');
    const batch = screen.getByLabelText('Batch') as HTMLSelectElement;
    expect([...batch.options].map((option) => option.textContent)).toEqual([
      'Choose a batch',
      'B-2026-077',
      'B-2026-078',
    ]);
    choose('Batch', 'b1');
    choose('Product', 'p2');
    expect(batch.value).toBe('');
    expect(screen.getByText('This product has no batch that can be recalled.')).toBeTruthy();
  });

  it('confirms, naming the product and the batch and saying who will be told, then sends the trimmed reason', async () => {
    const onRecall = vi.fn(async () => undefined);
    render(<Harness onRecall={onRecall} />);
    choose('Product', 'p1');
    choose('Batch', 'b2');
    type('  Mould found in some bottles  ');
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Recall batch B-2026-078 of Zobo drink?', hidden: true });
    expect(within(dialog).getByText(/checked a unit of this batch and left an email will be told/)).toBeTruthy();
    expect(onRecall).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recall batch', hidden: true }));
    await waitFor(() =>
      expect(onRecall).toHaveBeenCalledWith({
        productName: 'Zobo drink',
        batchId: 'b2',
        batchNumber: 'B-2026-078',
        reason: 'Mould found in some bottles',
      }),
    );
    await waitFor(() => expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe(''));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const onRecall = vi.fn(async () => undefined);
    render(<Harness onRecall={onRecall} />);
    choose('Product', 'p1');
    choose('Batch', 'b1');
    type('Wrong label printed');
    submit();
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(onRecall).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Wrong label printed');
  });
});

describe('RecallSection', () => {
  /** The API: the product's batches (one already recalled), then the answer to recallBatch. */
  function stubApi(recallAnswer: object) {
    const sent: { query: string; variables: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
        sent.push(body);
        if (body.query.includes('recallBatch(')) return Response.json(recallAnswer);
        return Response.json({
          data: {
            product: {
              id: 'p1',
              name: 'Zobo drink',
              batches: [
                {
                  id: 'b2',
                  number: 'B-2026-078',
                  expiryDate: '2028-02-01T00:00:00.000Z',
                  recalledAt: null,
                  recallReason: null,
                },
                {
                  id: 'b1',
                  number: 'B-2026-077',
                  expiryDate: '2028-01-01T00:00:00.000Z',
                  recalledAt: '2026-11-20T10:00:00.000Z',
                  recallReason: 'Wrong sugar level',
                },
              ],
            },
          },
        });
      }),
    );
    return sent;
  }

  function renderSection() {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RecallSection products={PRODUCTS} />
      </QueryClientProvider>,
    );
  }

  async function recallB2() {
    choose('Product', 'p1');
    await waitFor(() => expect(screen.getByRole('option', { name: 'B-2026-078' })).toBeTruthy());
    expect(screen.queryByRole('option', { name: 'B-2026-077' })).toBeNull(); // already recalled
    choose('Batch', 'b2');
    type('Mould found in some bottles');
    submit();
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recall batch', hidden: true }));
  }

  it('lists the recalled batches with their reason and date, and sends the recall', async () => {
    const sent = stubApi({
      data: {
        recallBatch: { id: 'b2', number: 'B-2026-078', recalledAt: '2026-11-25T10:00:00.000Z', recallReason: 'x' },
      },
    });
    renderSection();
    await recallB2();
    const recalled = screen.getByRole('list', { name: 'Recalled batches of Zobo drink' });
    expect(within(recalled).getByText('Wrong sugar level')).toBeTruthy();
    expect(within(recalled).getByText(/Batch B-2026-077, recalled on/).textContent).toContain('20 Nov 2026');
    await waitFor(() => expect(sent.some((body) => body.query.includes('recallBatch('))).toBe(true));
    expect(sent.find((body) => body.query.includes('recallBatch('))?.variables).toEqual({
      batchId: 'b2',
      reason: 'Mould found in some bottles',
    });
  });

  it("shows the server's refusal above the form", async () => {
    stubApi({ data: null, errors: [{ message: 'This batch is already recalled.', extensions: { code: 'CONFLICT' } }] });
    renderSection();
    await recallB2();
    expect(await screen.findByText('This batch is already recalled.')).toBeTruthy();
    expect((screen.getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('Mould found in some bottles');
  });
});
