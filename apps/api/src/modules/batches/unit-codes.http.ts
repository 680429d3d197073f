import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError } from '../../platform/http/json';
import type { Viewer } from '../../platform/viewer';
import { DownloadGone, type UnitCodesService } from './unit-codes.service';

const CSV_PATH = '/batches/:id/codes.csv';

/** `GET /batches/:id/codes.csv`: the batch's latest codes as `serial,code,url`, once; then 410 Gone. */
export async function unitCodeDownloadRoutes(
  app: FastifyInstance,
  deps: {
    unitCodes: UnitCodesService;
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
    siteUrl: () => string;
  },
) {
  app.get(CSV_PATH, async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, 'You must be logged in to download codes.');
    let download: Awaited<ReturnType<UnitCodesService['download']>>;
    try {
      download = await deps.unitCodes.download(viewer, (request.params as { id: string }).id, 'csv', deps.siteUrl());
    } catch (error) {
      if (error instanceof DownloadGone) return replyError(reply, 410, error.message);
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
    async function* csv() {
      yield 'serial,code,url\n';
      for await (const chunk of download.chunks()) yield chunk.map((c) => `${c.serial},${c.code},${c.url}\n`).join('');
    }
    const name = `codes-batch-${download.batchNumber.replace(/[^A-Za-z0-9_-]+/g, '-')}-${download.job.firstSerial}.csv`;
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csv()));
  });
  refuseOtherMethods(app, CSV_PATH, ['GET', 'HEAD']);
}
