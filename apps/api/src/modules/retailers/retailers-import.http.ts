import { SPREADSHEET_MAX_BYTES } from '@kasuwa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, tryAgainIn } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError, replyJson } from '../../platform/http/json';
import { NotMultipartError, readMultipartFile } from '../../platform/http/multipart';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import type { RetailersService } from './retailers.service';
import { SpreadsheetError } from './spreadsheet-error';
import type { SpreadsheetReader } from './spreadsheet-reader';

/** Each preview reads a whole file in a worker: one person gets this many an hour. */
export const IMPORTS_PER_USER: RateLimitRule = {
  name: 'import_user',
  points: 30,
  durationSeconds: 60 * 60,
  message: (seconds) => `Too many imports. ${tryAgainIn(seconds)}`,
};

/**
 * `POST /retailers/import-preview`: multipart `file` (.xlsx, .xls or .csv, at most 5 MB) and
 * `manufacturerId`. Answers every row as ready (with where it was placed and how exactly), as
 * needing a map pin, or with its errors; writes nothing. The client then imports the ready and
 * pinned rows with addMultipleRetailer.
 */
export async function retailerImportRoutes(
  app: FastifyInstance,
  deps: {
    retailers: RetailersService;
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
    rateLimiter: RateLimiter;
    /** Shared with the product import: one pool of spreadsheet threads for the process. */
    spreadsheets: SpreadsheetReader;
  },
) {
  const { spreadsheets } = deps;
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.post('/retailers/import-preview', async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, 'You must be logged in to import retailers.');
    try {
      await deps.rateLimiter.consume(IMPORTS_PER_USER, viewer.userId);
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }

    let upload;
    try {
      upload = await readMultipartFile(request.raw, { fileField: 'file', maxBytes: SPREADSHEET_MAX_BYTES });
    } catch (error) {
      if (request.raw.destroyed && !request.raw.complete) return reply;
      return replyError(
        reply,
        400,
        error instanceof NotMultipartError ? 'Send the file as multipart/form-data.' : 'The upload could not be read.',
      );
    }
    if (upload.tooLarge) return replyError(reply, 413, 'The file is larger than 5 MB.');
    if (!upload.file) return replyError(reply, 400, 'No file was sent: put it in a form field named "file".');

    try {
      // Whose retailers these would be is settled before the file is even opened.
      await deps.retailers.requireOwnedManufacturer(viewer, upload.fields.manufacturerId);
      const rows = await spreadsheets.read(upload.file);
      const preview = await deps.retailers.previewImport(viewer, upload.fields.manufacturerId, rows);
      const ready = preview.filter((r) => r.status === 'ready').length;
      const needsPin = preview.filter((r) => r.status === 'needs_pin').length;
      return replyJson(reply, 200, {
        rows: preview,
        summary: { total: preview.length, ready, needsPin, errors: preview.length - ready - needsPin },
      });
    } catch (error) {
      if (error instanceof SpreadsheetError) {
        request.log.info({ userId: viewer.userId, status: error.status }, 'spreadsheet refused');
        // 503: every spreadsheet thread is busy and the queue is full; it says "in a minute".
        if (error.status === 503) reply.header('retry-after', '60');
        return replyError(reply, error.status, error.message);
      }
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
  });
  refuseOtherMethods(app, '/retailers/import-preview', ['POST']);
}
