// Unit codes (issue 11): 100,000 codes generated for a batch and downloaded as the PDF sheet of
// labels and as CSV, on PostgreSQL, timed, with the server's memory sampled throughout. The same
// run for 10,000 codes shows whether memory grows with the count (it must not: the job writes a
// chunk at a time, and both downloads are streamed as the client reads).
//
// In the suite: `node bench/run.mjs --only unit-code-generation`. On its own,
// `node bench/unit-code-generation.mjs` builds only the API (the web app is not needed) and writes
// results/issue-11-unit-code-generation.{json,md}.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_ROOT, describeCheckout } from './lib/checkout.mjs';
import { withFreshServerSetup } from './lib/postgres.mjs';
import { info, loadAverage, newSuite, round, target, writeResults } from './lib/report.mjs';
import { seedMaker } from './lib/seed.mjs';
import { cpuMs, graphql, sleep, startServer } from './lib/server.mjs';
import { startRssSampler } from './lib/stats.mjs';

const COUNTS = [10_000, 100_000];
const TOTAL_TARGET_S = 60;
/** Memory is flat when ten times the codes take (almost) no more memory. */
const GROWTH_WITH_COUNT_MAX_MB = 25;
/** The most the server's memory may rise above its idle level during the job or a download. */
const RISE_MAX_MB = 150;
const SAMPLE_MS = 100;
const POLL_MS = 200;
const IDLE_MS = 2_000;
const JOB_TIMEOUT_MS = 600_000;
const LABELS_PER_PAGE = 24;
const PUBLIC_URL = 'https://kasuwa.ng';
/** The phases whose memory rise has a target, and their names in the figures. */
const PHASES = { job: 'job', pdf: 'PDF', csv: 'CSV' };

const ADD_BATCH = `mutation AddBatch($productId: String, $input: BatchInput!) {
  addBatch(productId: $productId, input: $input) { id }
}`;
const GENERATE = `mutation Generate($batchId: String, $count: NumberOrString) {
  generateUnitCodes(batchId: $batchId, count: $count) { id requested }
}`;
const PROGRESS = `query Progress($id: String) {
  batch(id: $id) { latestCodeGeneration { requested done status } }
}`;

export const title = 'Unit codes: 100,000 generated with their PDF and CSV on PostgreSQL, time and server memory';

export async function run({ checkout }) {
  checkout.ensureBuilt();
  return withFreshServerSetup('kasuwa-bench-codes-', async ({ env, logFile }) => {
    const server = await startServer(checkout, { env: { ...env, PUBLIC_URL }, logFile });
    try {
      const { token, productId } = await seedMaker(server.url, {
        business: {
          businessName: 'Bench Cosmetics Ltd',
          brandStoreName: 'Bench Cosmetics',
          industry: 'CONSUMER_GOODS',
          productCategory: ['foodBeverages'],
        },
        product: {
          name: 'Shea Butter Body Cream 250 ml',
          description: 'A product of the unit code benchmark.',
          retailPrice: '2500',
          quantity: 1000,
          expiryDate: '2028-01-01T00:00:00.000Z',
        },
      });
      const runs = [];
      for (const count of COUNTS) {
        console.log(`  ${count.toLocaleString('en')} codes`);
        runs.push(await measure(server, token, productId, count));
      }
      return report(runs);
    } finally {
      await server.stop();
    }
  });
}

/** One batch of `count` codes: the job, then the PDF, then the CSV, memory sampled all along. */
async function measure(server, token, productId, count) {
  const { addBatch } = await graphql(
    server.url,
    ADD_BATCH,
    {
      productId,
      input: { number: `BENCH-${count}`, manufactureDate: '2026-01-01', expiryDate: '2028-01-01', quantity: count },
    },
    token,
  );
  const batchId = addBatch.id;
  const sampler = startRssSampler(server.pid, SAMPLE_MS);
  try {
    await sleep(IDLE_MS);
    const idle = sampler.phase('idle');

    const cpuAtStart = cpuMs(server.pid) ?? 0;
    const jobStarted = performance.now();
    await graphql(server.url, GENERATE, { batchId, count }, token);
    for (;;) {
      const { batch } = await graphql(server.url, PROGRESS, { id: batchId }, token);
      const job = batch.latestCodeGeneration;
      if (job.status === 'DONE') break;
      if (job.status === 'FAILED') throw new Error(`The code job failed (${job.done} of ${job.requested} made)`);
      if (performance.now() - jobStarted > JOB_TIMEOUT_MS) throw new Error('The code job did not finish in time');
      await sleep(POLL_MS);
    }
    const jobMs = performance.now() - jobStarted;
    const jobCpuMs = (cpuMs(server.pid) ?? 0) - cpuAtStart;
    const job = sampler.phase('job');

    const cpuBeforePdf = cpuMs(server.pid) ?? 0;
    const pdf = await download(server.url, batchId, 'pdf', token);
    pdf.serverCpuMs = (cpuMs(server.pid) ?? 0) - cpuBeforePdf;
    const pdfMemory = sampler.phase('pdf');
    const csv = await download(server.url, batchId, 'csv', token);
    const csvMemory = sampler.phase('csv');

    const pages = Math.ceil(count / LABELS_PER_PAGE);
    if (pdf.pages !== pages) throw new Error(`The PDF has ${pdf.pages} pages, not ${pages}`);
    if (csv.lines !== count + 1) throw new Error(`The CSV has ${csv.lines} lines, not ${count + 1}`);
    return { count, jobMs, jobCpuMs, pdf, csv, memory: { idle, job, pdf: pdfMemory, csv: csvMemory } };
  } finally {
    sampler.stop();
  }
}

/**
 * Downloads `/batches/:id/codes.{format}`, reading it as fast as it comes and keeping nothing:
 * its time, bytes and, for the PDF, pages (page objects seen in the bytes), for the CSV, lines.
 */
async function download(url, batchId, format, token) {
  const started = performance.now();
  const response = await fetch(`${url}/batches/${batchId}/codes.${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`${format} download: ${response.status} ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  let pages = 0;
  let carry = '';
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (format === 'csv') {
      for (const byte of chunk) if (byte === 10) lines += 1;
    } else {
      const text = carry + Buffer.from(chunk).toString('latin1');
      pages += text.match(/\/Type \/Page\n/g)?.length ?? 0;
      // One character short of a match: a page split across chunks is counted once.
      carry = text.slice(-11);
    }
  }
  return { ms: performance.now() - started, bytes, lines, pages };
}

function report(runs) {
  const figures = [];
  const notes = [];
  for (const r of runs) {
    const k = `${r.count / 1000}k`;
    const label = r.count.toLocaleString('en');
    const idle = r.memory.idle.medianMb;
    const totalS = (r.jobMs + r.pdf.ms) / 1000;
    const rise = (phase) => round(r.memory[phase].peakMb - idle, 1);
    const isFull = r.count === Math.max(...COUNTS);
    const withTarget = (id, text, value, unit, max) =>
      isFull ? target(id, text, value, unit, max) : info(id, text, value, unit);
    figures.push(
      info(`codes-${k}-job-s`, `${label} codes: generation job (hashed and stored)`, round(r.jobMs / 1000, 1), 's'),
      info(`codes-${k}-pdf-s`, `${label} codes: PDF download`, round(r.pdf.ms / 1000, 1), 's'),
      withTarget(`codes-${k}-total-s`, `${label} codes: generation and PDF`, round(totalS, 1), 's', TOTAL_TARGET_S),
      info(`codes-${k}-pdf-mb`, `${label} codes: PDF size`, round(r.pdf.bytes / 1024 ** 2, 1), 'MB'),
      info(`codes-${k}-pdf-pages`, `${label} codes: PDF pages`, r.pdf.pages, 'pages'),
      info(`codes-${k}-csv-s`, `${label} codes: CSV download`, round(r.csv.ms / 1000, 1), 's'),
      info(`codes-${k}-csv-mb`, `${label} codes: CSV size`, round(r.csv.bytes / 1024 ** 2, 1), 'MB'),
      info(`codes-${k}-rss-idle`, `${label} codes: server RSS idle before`, idle, 'MB'),
      ...Object.entries(PHASES).map(([phase, name]) =>
        withTarget(
          `codes-${k}-rss-${phase}`,
          `${label} codes: RSS rise during the ${name} (peak − idle)`,
          rise(phase),
          'MB',
          RISE_MAX_MB,
        ),
      ),
    );
    notes.push(
      `${label} codes: job ${round(r.jobMs / 1000, 1)} s (server CPU ${round(r.jobCpuMs / 1000, 1)} s), ` +
        `PDF ${round(r.pdf.ms / 1000, 1)} s (server CPU ${round(r.pdf.serverCpuMs / 1000, 1)} s), ` +
        `${Math.round(r.count / (r.jobMs / 1000)).toLocaleString('en')} codes/s; PDF ${Math.round(r.count / (r.pdf.ms / 1000)).toLocaleString('en')} labels/s, ` +
        `${round(r.pdf.bytes / r.count, 0)} bytes a label; RSS idle ${idle} MB, peaks: job ${r.memory.job.peakMb}, PDF ${r.memory.pdf.peakMb}, CSV ${r.memory.csv.peakMb} MB ` +
        `(${r.memory.job.samples + r.memory.pdf.samples + r.memory.csv.samples} samples, every ${SAMPLE_MS} ms).`,
    );
  }
  const [small, large] = [runs[0], runs.at(-1)];
  for (const phase of ['job', 'pdf']) {
    const growth = (r) => r.memory[phase].peakMb - r.memory.idle.medianMb;
    figures.push(
      target(
        `codes-rss-${phase}-growth-with-count`,
        `RSS rise during the ${PHASES[phase]}: ${large.count.toLocaleString('en')} codes less ${small.count.toLocaleString('en')}`,
        round(growth(large) - growth(small), 1),
        'MB',
        GROWTH_WITH_COUNT_MAX_MB,
      ),
    );
  }
  notes.push(
    `PostgreSQL on 127.0.0.1:5432, a fresh database; PUBLIC_URL ${PUBLIC_URL} (the QR links are ${PUBLIC_URL}/v/XXXX-XXXX-XXXX-XXXX). ` +
      `Each download is read as fast as it arrives and kept nowhere. RSS is the server process and its children (/proc/PID/status VmRSS).`,
  );
  return { figures, notes };
}

// Run directly: only the API is built, and the results get their own name.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checkout = await describeCheckout();
  checkout.ensureBuilt = checkout.ensureApiBuilt;
  const suite = newSuite(checkout);
  const { figures, notes } = await run({ checkout });
  suite.modules.push({ name: 'unit-code-generation', title, figures, notes });
  suite.loadAverageAtEnd = loadAverage();
  const name = process.argv[2] ?? 'issue-11-unit-code-generation';
  writeResults(path.join(BENCH_ROOT, 'results'), name, suite);
  for (const f of figures) console.log(`  ${f.label}: ${f.value} ${f.unit}${f.pass === false ? '  (FAIL)' : ''}`);
  console.log(`Written: bench/results/${name}.json and ${name}.md`);
  if (figures.some((f) => f.pass === false)) process.exitCode = 1;
}
