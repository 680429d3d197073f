import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngClaiming } from '../modules/uploads/test-images';
import { manufacturerAccount } from '../test/fixtures';
import { csvWithMillionsOfCells, xlsxInflatingPastItsClaim, xlsxWithDisagreeingHeaders } from '../test/hostile-files';
import { untilHealthzAnswersSteadily } from '../test/steady-server';
import { startTestApp, type TestApp } from '../test/test-app';

/** The promise: while hostile files are being read, the server keeps answering at once. */
const HEALTHZ_MAX_MS = 100;
const POLL_EVERY_MS = 25;

let app: TestApp;
let owner: Awaited<ReturnType<typeof manufacturerAccount>>;
let hostileFiles: (readonly ['/retailers/import-preview' | '/upload', Buffer, string])[];
beforeAll(async () => {
  app = await startTestApp({ busyEventLoopDelayMs: 1_000 }); // the production threshold: a 503 here is a failure
  owner = await manufacturerAccount(app, { brandStoreName: 'Heavy Files' });
  // Built before anything is measured: the test shares its event loop with the server, and
  // deflating 40 MB here would count as the server's delay.
  hostileFiles = [
    ['/retailers/import-preview', csvWithMillionsOfCells(), 'cells-1.csv'],
    ['/retailers/import-preview', csvWithMillionsOfCells(), 'cells-2.csv'],
    ['/retailers/import-preview', xlsxWithDisagreeingHeaders(), 'disagreeing.xlsx'],
    ['/retailers/import-preview', xlsxInflatingPastItsClaim(), 'inflating.xlsx'],
    ['/upload', pngClaiming(49_000_000, 1), 'strip.png'],
  ];
  await untilHealthzAnswersSteadily(app.url);
});
afterAll(() => app.stop());

async function send(path: '/retailers/import-preview' | '/upload', file: Buffer, name: string) {
  const form = new FormData();
  form.append('manufacturerId', owner.manufacturerId);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  return { name, status: res.status, message: ((await res.json()) as { error?: { message: string } }).error?.message };
}

/** Polls /healthz until `work` settles; returns each answer's status and time. */
async function pollHealthz(work: Promise<unknown>) {
  let done = false;
  const finish = () => (done = true);
  work.then(finish, finish);
  const answers: { status: number; ms: number }[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${app.url}/healthz`);
    await res.arrayBuffer();
    answers.push({ status: res.status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return answers;
}

describe('hostile files', () => {
  it('keep /healthz answering within 100 ms while five are processed at once, and cost only their worker', async () => {
    const answers = Promise.all(hostileFiles.map(([path, file, name]) => send(path, file, name)));
    const polls = await pollHealthz(answers);

    expect(await answers).toEqual([
      { name: 'cells-1.csv', status: 422, message: 'This spreadsheet is too large or too complex to read.' },
      { name: 'cells-2.csv', status: 422, message: 'This spreadsheet is too large or too complex to read.' },
      {
        name: 'disagreeing.xlsx',
        status: 422,
        message: 'This .xlsx file is damaged: its zip headers disagree, so it was not read.',
      },
      { name: 'inflating.xlsx', status: 413, message: 'This spreadsheet is too large once unpacked.' },
      { name: 'strip.png', status: 422, message: expect.stringContaining('too many pixels') },
    ]);

    // 503 would mean under-pressure saw the event loop stalled for a second.
    expect(polls.filter((poll) => poll.status !== 200)).toEqual([]);
    const sorted = polls.map((poll) => poll.ms).sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
    console.info(
      `/healthz under five hostile files: ${sorted.length} polls, median ${at(0.5).toFixed(1)} ms, ` +
        `p90 ${at(0.9).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
    );
    expect(sorted.length).toBeGreaterThan(20);
    expect(at(0.9)).toBeLessThan(HEALTHZ_MAX_MS);
    // The maximum depends on what else the machine runs; before, one such file stalled it for seconds.
    expect(at(1)).toBeLessThan(10 * HEALTHZ_MAX_MS);

    // The killed workers took nothing else down: a good file is read as before.
    const good = await send(
      '/retailers/import-preview',
      Buffer.from('Name,Address,Contact\nShop,"Ikeja, Lagos",0803\n'),
      'good.csv',
    );
    expect(good.status).toBe(200);
  });
});
