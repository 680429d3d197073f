import { DOWNLOAD_LAST_RUN_FIRST } from '@kasuwa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeGeneration } from '../api/get-batch-codes';
import { CodeDownloads } from './code-downloads';
import { CodeProgress } from './code-progress';
import { GenerateCodesForm } from './generate-codes-form';
import { UnitCodes } from './unit-codes';

const generation: CodeGeneration = {
  id: 'g1',
  requested: 5000,
  done: 1250,
  status: 'RUNNING',
  firstSerial: 1,
  csvDownloaded: false,
  pdfDownloaded: false,
  downloadUntil: '2026-03-17T12:00:00.000Z',
};

function renderForm(available: number) {
  const onQueued = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GenerateCodesForm batchId="b1" batchNumber="B-7" available={available} onQueued={onQueued} />
    </QueryClientProvider>,
  );
  return onQueued;
}

const count = () => screen.getByLabelText('Number of codes');
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GenerateCodesForm', () => {
  it("says what the batch allows with the domain's messages, without asking the server", async () => {
    const api = vi.fn();
    vi.stubGlobal('fetch', api);
    renderForm(300);
    fireEvent.input(count(), { target: { value: '301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('This batch has room for 300 more codes')).toBeTruthy();
    fireEvent.input(count(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('Number of codes must be at least 1')).toBeTruthy();
    expect(count().getAttribute('aria-invalid')).toBe('true');
    expect(api).not.toHaveBeenCalled();
  });

  it("sends the count and shows the server's refusal under the field", async () => {
    const api = vi.fn(async () =>
      jsonResponse({
        data: null,
        errors: [
          {
            message: 'This batch has room for 20 more codes',
            extensions: { code: 'BAD_USER_INPUT', field: 'count' },
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', api);
    const onQueued = renderForm(300);
    fireEvent.input(count(), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('This batch has room for 20 more codes')).toBeTruthy();
    const body = JSON.parse((api.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.variables).toEqual({ batchId: 'b1', count: '250' });
    expect(onQueued).not.toHaveBeenCalled();
  });

  it("shows under the field that the last run's codes must be downloaded first", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          data: null,
          errors: [{ message: DOWNLOAD_LAST_RUN_FIRST, extensions: { code: 'CONFLICT', field: 'count' } }],
        }),
      ),
    );
    const onQueued = renderForm(300);
    fireEvent.input(count(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    const message = await screen.findByText(DOWNLOAD_LAST_RUN_FIRST);
    expect(count().getAttribute('aria-invalid')).toBe('true');
    expect(count().getAttribute('aria-describedby')).toContain(message.id);
    expect(onQueued).not.toHaveBeenCalled();
  });

  it("shows the business's daily quota under the field", async () => {
    const message =
      'This business has asked for 1,000,000 codes today, the most it can ask for in a day. Try again tomorrow.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ data: null, errors: [{ message, extensions: { code: 'QUOTA_EXCEEDED', field: 'count' } }] }),
      ),
    );
    renderForm(300);
    fireEvent.input(count(), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(count().getAttribute('aria-invalid')).toBe('true');
  });

  it('tells the page once the run is queued', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: { generateUnitCodes: { id: 'g2' } } })),
    );
    const onQueued = renderForm(300);
    fireEvent.input(count(), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate codes' }));
    await waitFor(() => expect(onQueued).toHaveBeenCalledTimes(1));
  });
});

describe('CodeProgress', () => {
  it('is a progress bar with its values for screen readers', () => {
    render(<CodeProgress generation={generation} />);
    const bar = screen.getByRole('progressbar', { name: 'Making codes' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1250');
    expect(bar.getAttribute('aria-valuemax')).toBe('5000');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,250 of 5,000 codes made (25%)');
  });
});

describe('CodeDownloads', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('offers each file once, until its deadline, and says why', () => {
    const onDownload = vi.fn();
    render(
      <CodeDownloads
        batchId="b1"
        generation={{ ...generation, status: 'DONE' }}
        now={now}
        canGenerateMore
        onDownload={onDownload}
      />,
    );
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/batches/b1/codes.csv');
    expect(screen.getByRole('link', { name: 'Download PDF labels' }).getAttribute('href')).toBe(
      '/batches/b1/codes.pdf',
    );
    expect(screen.getByText(/until 17 Mar 2026, 13:00/).textContent).toMatch(
      /Kasuwa keeps no readable copy.*if one is lost, generate new codes\.$/,
    );
    fireEvent.click(csv);
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows a file taken as downloaded, and one past its window as gone', () => {
    render(
      <CodeDownloads
        batchId="b1"
        generation={{ ...generation, status: 'DONE', csvDownloaded: true }}
        now={new Date('2026-03-18T00:00:00Z')}
        canGenerateMore={false}
        onDownload={vi.fn()}
      />,
    );
    // Every unit has a code (or the batch is recalled): no new codes to replace a lost file.
    expect(screen.getByText(/cannot be downloaded again/).textContent).not.toMatch(/generate new codes/);
    expect(screen.getByText('CSV downloaded')).toBeTruthy();
    expect(screen.getByText('PDF no longer available')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('UnitCodes', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const made: CodeGeneration = { ...generation, status: 'DONE', done: 5000, downloadUntil: future };

  function renderCodes(latest: CodeGeneration | null, props: { recalled?: boolean; codesAvailable?: number } = {}) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: { batch: { id: 'b1', latestCodeGeneration: latest } } })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UnitCodes
          batchId="b1"
          batchNumber="B-7"
          codesMade={latest ? 5000 : 0}
          codesRequested={latest ? 5000 : 0}
          codesAvailable={props.codesAvailable ?? 1000}
          recalled={props.recalled ?? false}
          onChanged={vi.fn()}
        />
      </QueryClientProvider>,
    );
  }

  it('offers more codes once a file of the last run is taken, not before', async () => {
    renderCodes(made);
    expect(await screen.findByText('5,000 codes ready (units 1 to 5,000).')).toBeTruthy();
    expect(screen.getByText(/Download these codes \(the CSV or the PDF\) before you generate more/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    cleanup();
    renderCodes({ ...made, pdfDownloaded: true });
    expect(await screen.findByRole('form', { name: 'Generate unit codes for batch B-7' })).toBeTruthy();
    expect(screen.queryByText(/before you generate more/)).toBeNull();
  });

  it('says what was made once both files are gone', async () => {
    renderCodes({ ...made, csvDownloaded: true, pdfDownloaded: true });
    expect(await screen.findByText('Latest run: 5,000 codes made (units 1 to 5,000).')).toBeTruthy();
    expect(screen.queryByText(/codes ready/)).toBeNull();
  });

  it('offers no new codes for a recalled batch', async () => {
    renderCodes(null, { recalled: true });
    expect(await screen.findByText('0 made · 1,000 more allowed (one per unit of the batch).')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeTruthy());
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate codes' })).toBeNull();
  });
});
