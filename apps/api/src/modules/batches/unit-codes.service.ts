import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  newCodeRunRefusal,
  startOfDayInLagos,
  UNIT_CODES_DOWNLOAD_DAYS,
  unitCodeCountSchema,
  unitCodesAvailable,
  unitCodesDailyQuotaRefusal,
  unitCodeUrl,
} from '@kasuwa/domain';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { conflict, notFound, quotaExceeded } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { parseInput } from '../../platform/parse-input';
import { lockQuota } from '../../platform/quota';
import type { Viewer } from '../../platform/viewer';
import { BatchesRepository } from './batches.repository';
import { refuseRecalled, type BatchesService } from './batches.service';
import type { CodeGenerationJobRow } from './batches.table';
import type { UnitCodeHasher } from './unit-code-hasher';
import type { UnitCodeSecrets } from './unit-code-secrets';
import { UnitCodesRepository, type DownloadFormat } from './unit-codes.repository';

const GENERATE_JOB = 'unit-codes.generate';
const ERASE_SEEDS_JOB = 'unit-codes.erase-expired-seeds';
/** Codes hashed and written per statement: memory stays flat whatever the run's size. */
export const GENERATION_CHUNK = 1000;
const GENERATION_ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const CODES_ALREADY_DOWNLOADED = (format: DownloadFormat) =>
  `These codes were already downloaded as ${format.toUpperCase()}. For your security they can be downloaded only once: generate new codes if these were lost.`;
export const CODES_NO_LONGER_AVAILABLE =
  'These codes can no longer be downloaded (the download window has closed). Generate new codes if they were lost.';

export const CODES_RUN_FAILED =
  'Making these codes failed, so there is nothing to download. Generate the codes again: they do not count against the batch.';

/** Why a download is refused with 410 Gone rather than an error of the request. */
export class DownloadGone extends Error {}

/** Unit codes: generation runs in the background, hashes only in the database, the plain codes downloadable once. */
export class UnitCodesService {
  private readonly repository: UnitCodesRepository;

  constructor(
    private readonly db: Database,
    private readonly deps: {
      batches: BatchesService;
      jobs: JobQueue;
      clock: Clock;
      secrets: UnitCodeSecrets;
      hasher: UnitCodeHasher;
      /** The most codes one business may ask for in a day (in Nigeria). */
      codesPerBusinessPerDay: number;
    },
  ) {
    this.repository = new UnitCodesRepository(db);
    deps.jobs.work<{ jobId: string }>(GENERATE_JOB, (payload, job) => this.generateChunks(payload.jobId, job.attempt), {
      retryLimit: GENERATION_ATTEMPTS - 1,
      retryDelaySeconds: 2,
    });
    deps.jobs.work(ERASE_SEEDS_JOB, async () => {
      await this.repository.eraseExpiredSeeds(this.deps.clock());
    });
  }

  /** At start: runs left unfinished by a restart carry on; seeds past their window are erased hourly. */
  async scheduleJobs(): Promise<void> {
    for (const id of await this.unfinishedJobIds())
      await this.deps.jobs.send(GENERATE_JOB, { jobId: id }, { singletonKey: id });
    await this.deps.jobs.every(ERASE_SEEDS_JOB, 3600);
  }

  /**
   * Asks for `count` more codes for one of the viewer's batches: at most what the batch's quantity
   * leaves and 100,000 per request, once the last run's codes were downloaded (only the latest run
   * can be), and within the business's codes a day. The run is queued; its progress is `latestJob`.
   */
  async generate(viewer: Viewer | null, batchId: unknown, count: unknown): Promise<CodeGenerationJobRow> {
    const { batch, product } = await this.deps.batches.requireOwnedBatch(viewer, batchId);
    const now = this.deps.clock();
    const job = await this.db.transaction(async (tx) => {
      const locked = await new BatchesRepository(tx).lock(batch.id);
      if (!locked) throw notFound('Batch not found');
      refuseRecalled(locked);
      const repository = new UnitCodesRepository(tx);
      const waitForLast = newCodeRunRefusal(await repository.latestJob(batch.id), now);
      if (waitForLast) throw conflict(waitForLast, 'count');
      const available = unitCodesAvailable(locked.quantity, locked.codesRequested);
      const { count: requested } = parseInput(z.object({ count: unitCodeCountSchema(available) }), { count });
      await lockQuota(tx, 'unit-codes', product.manufacturerId);
      const asked = await repository.requestedByManufacturerSince(product.manufacturerId, startOfDayInLagos(now));
      const overQuota = unitCodesDailyQuotaRefusal(asked, requested, this.deps.codesPerBusinessPerDay);
      if (overQuota) throw quotaExceeded(overQuota, 'count');
      return repository.insertJob({
        batchId: batch.id,
        requested,
        firstSerial: await repository.nextSerial(batch.id),
        sealedSeed: this.deps.secrets.seal(this.deps.secrets.newSeed()),
        downloadUntil: new Date(now.getTime() + UNIT_CODES_DOWNLOAD_DAYS * DAY_MS),
        createdAt: now,
      });
    });
    await this.deps.jobs.send(GENERATE_JOB, { jobId: job.id }, { singletonKey: job.id });
    return job;
  }

  /** The batch's latest run (its progress and download state), for anyone the caller checked. */
  latestJob(batchId: string): Promise<CodeGenerationJobRow | null> {
    return this.repository.latestJob(batchId);
  }

  /**
   * Takes the one download of `format` of the batch's latest run and gives the codes to stream.
   * DownloadGone once taken (or the window closed, or the run failed); CONFLICT while the codes are still being made.
   */
  async download(viewer: Viewer | null, batchId: unknown, format: DownloadFormat, siteUrl: string) {
    const { batch, product } = await this.deps.batches.requireOwnedBatch(viewer, batchId);
    const latest = await this.repository.latestJob(batch.id);
    if (!latest) throw notFound('This batch has no unit codes yet.');
    if (latest.status === 'failed') throw new DownloadGone(CODES_RUN_FAILED);
    if (latest.status !== 'done')
      throw conflict('The codes are still being made. Download them when the progress bar is full.');
    const alreadyTaken = format === 'csv' ? latest.csvDownloadedAt : latest.pdfDownloadedAt;
    if (alreadyTaken) throw new DownloadGone(CODES_ALREADY_DOWNLOADED(format));
    const now = this.deps.clock();
    if (!latest.sealedSeed || latest.downloadUntil < now) throw new DownloadGone(CODES_NO_LONGER_AVAILABLE);
    const taken = await this.repository.takeDownload(latest.id, format, now);
    if (!taken?.sealedSeed) throw new DownloadGone(CODES_ALREADY_DOWNLOADED(format));
    const seed = this.deps.secrets.unseal(taken.sealedSeed);
    const secrets = this.deps.secrets;
    return {
      job: taken,
      batchNumber: batch.number,
      productName: product.name,
      /** The run's codes in serial order, a chunk at a time (derived, never read from anywhere). */
      async *chunks(size = GENERATION_CHUNK) {
        for (let start = 0; start < taken.requested; start += size) {
          const chunk = [];
          for (let i = start; i < Math.min(start + size, taken.requested); i++) {
            const serial = taken.firstSerial + i;
            const code = secrets.codeAt(seed, serial);
            chunk.push({ serial, code, url: unitCodeUrl(siteUrl, code) });
          }
          yield chunk;
          await yieldToEventLoop();
        }
      },
    };
  }

  private async generateChunks(jobId: string, attempt: number): Promise<void> {
    const job = await this.repository.findJob(jobId);
    if (!job || job.status === 'done' || job.status === 'failed' || !job.sealedSeed) return;
    const seed = this.deps.secrets.unseal(job.sealedSeed);
    try {
      for (let done = job.done; done < job.requested; ) {
        const size = Math.min(GENERATION_CHUNK, job.requested - done);
        const rows = [];
        for (let i = 0; i < size; i++) {
          const serial = job.firstSerial + done + i;
          rows.push({ serial, codeHash: this.deps.hasher.hash(this.deps.secrets.codeAt(seed, serial)) });
        }
        done += size;
        await this.repository.addCodes(job, rows, done);
        await yieldToEventLoop();
      }
    } catch (error) {
      if (attempt >= GENERATION_ATTEMPTS - 1) await this.repository.markFailed(job.id);
      throw error;
    }
  }

  private async unfinishedJobIds(): Promise<string[]> {
    return this.repository.unfinishedJobIds();
  }
}
