import { finished, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitConcurrency } from '../../platform/concurrency';
import { DomainError } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError } from '../../platform/http/json';
import type { Viewer } from '../../platform/viewer';
import { labelSheetPdf } from './label-sheet';
import type { DownloadFormat } from './unit-codes.repository';
import { DownloadGone, type UnitCodesService } from './unit-codes.service';

const CSV_PATH = '/batches/:id/codes.csv';
const PDF_PATH = '/batches/:id/codes.pdf';

type Download = Awaited<ReturnType<UnitCodesService['download']>>;

/** Label sheets drawn at once by this process (each keeps a core busy while its reader keeps up). */
export const PDF_SHEETS_AT_ONCE = 2;
const PDF_RETRY_AFTER_SECONDS = 30;
export const PDF_SHEETS_BUSY =
  'Too many label sheets are being made right now. Your codes are still there: try again in a minute.';

/**
 * The batch's latest codes, each format once; then 410 Gone. `GET /batches/:id/codes.csv`:
 * `serial,code,url` rows for label printers. `GET /batches/:id/codes.pdf`: an A4 sheet of labels.
 * Both stream: the codes are derived a chunk at a time as the client reads. GET only: a HEAD
 * would take the one download without giving the codes.
 */
export async function unitCodeDownloadRoutes(
  app: FastifyInstance,
  deps: {
    unitCodes: UnitCodesService;
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
    siteUrl: () => string;
  },
) {
  /** The download, or null once the refusal is answered. */
  async function take(request: FastifyRequest, reply: FastifyReply, format: DownloadFormat): Promise<Download | null> {
    const viewer = await deps.viewerOf(request);
    if (!viewer) {
      replyError(reply, 401, 'You must be logged in to download codes.');
      return null;
    }
    try {
      return await deps.unitCodes.download(viewer, (request.params as { id: string }).id, format, deps.siteUrl());
    } catch (error) {
      if (error instanceof DownloadGone) replyError(reply, 410, error.message);
      else if (error instanceof DomainError) replyDomainError(reply, error);
      else throw error;
      return null;
    }
  }

  const send = (reply: FastifyReply, download: Download, type: string, extension: string, body: Readable) => {
    const name = `codes-batch-${download.batchNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}-${download.job.firstSerial}.${extension}`;
    return reply
      .code(200)
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(body);
  };

  app.get(CSV_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    const download = await take(request, reply, 'csv');
    if (!download) return reply;
    async function* csv(codes: Download) {
      yield 'serial,code,url\n';
      for await (const chunk of codes.chunks()) yield chunk.map((c) => `${c.serial},${c.code},${c.url}\n`).join('');
    }
    return send(reply, download, 'text/csv; charset=utf-8', 'csv', Readable.from(csv(download)));
  });
  refuseOtherMethods(app, CSV_PATH, ['GET']);

  const sheets = limitConcurrency(PDF_SHEETS_AT_ONCE);
  app.get(PDF_PATH, { exposeHeadRoute: false }, async (request, reply) => {
    // The slot first: a busy answer must leave the one download untaken.
    const release = sheets.tryAcquire();
    if (!release) return replyError(reply.header('retry-after', String(PDF_RETRY_AFTER_SECONDS)), 503, PDF_SHEETS_BUSY);
    try {
      const download = await take(request, reply, 'pdf');
      if (!download) {
        release();
        return reply;
      }
      const sheet = labelSheetPdf(download.chunks(), {
        productName: download.productName,
        batchNumber: download.batchNumber,
        count: download.job.requested,
      });
      // Held until the response ends, sent whole or cut off by the client (even before now).
      finished(reply.raw, () => release());
      return send(reply, download, 'application/pdf', 'pdf', sheet);
    } catch (error) {
      release();
      throw error;
    }
  });
  refuseOtherMethods(app, PDF_PATH, ['GET']);
}
