import { SPREADSHEET_MAX_BYTES } from '@kasuwa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError, replyJson } from '../../platform/http/json';
import { NotMultipartError, readMultipartFile } from '../../platform/http/multipart';
import type { RateLimiter } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { IMPORTS_PER_USER } from '../retailers/retailers-import.http';
import { SpreadsheetError } from '../retailers/spreadsheet-error';
import type { SpreadsheetReader } from '../retailers/spreadsheet-reader';
import { productRows } from './product-sheet';
import { productTemplateCsv, productTemplateXlsx } from './product-template';
import type { ProductsService } from './products.service';

/**
 * `POST /products/import-preview`: multipart `file` (.xlsx, .xls or .csv, at most 5 MB) and
 * `manufacturerId`. Answers every row as ready, as needing only a photo, or with its errors by
 * field; writes nothing. The client then imports the ready rows (and those given a photo) with
 * importProducts. `GET /products/import-template.csv` and `.xlsx`: the columns the preview reads,
 * with one example row.
 */
export async function productImportRoutes(
  app: FastifyInstance,
  deps: {
    products: ProductsService;
    viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
    baseUrlOf: (request: FastifyRequest) => string;
    rateLimiter: RateLimiter;
    spreadsheets: SpreadsheetReader;
  },
) {
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.post('/products/import-preview', async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, 'You must be logged in to import products.');
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
      const manufacturerId = upload.fields.manufacturerId;
      // Whose products these would be is settled before the file is even opened.
      await deps.products.requireOwnedManufacturer(viewer, manufacturerId);
      const rows = productRows(await deps.spreadsheets.readTable(upload.file));
      const preview = await deps.products.previewImport(viewer, manufacturerId, rows, deps.baseUrlOf(request));
      const ready = preview.filter((r) => r.status === 'ready').length;
      const needsPhoto = preview.filter((r) => r.status === 'needs-photo').length;
      return replyJson(reply, 200, {
        rows: preview,
        summary: { total: preview.length, ready, needsPhoto, errors: preview.length - ready - needsPhoto },
      });
    } catch (error) {
      if (error instanceof SpreadsheetError) {
        request.log.info({ userId: viewer.userId, status: error.status }, 'spreadsheet refused');
        if (error.status === 503) reply.header('retry-after', '60');
        return replyError(reply, error.status, error.message);
      }
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
  });
  refuseOtherMethods(app, '/products/import-preview', ['POST']);

  app.get('/products/import-template.csv', (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="kasuwa-products.csv"')
      .header('cache-control', 'public, max-age=3600')
      .send(productTemplateCsv()),
  );
  app.get('/products/import-template.xlsx', async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="kasuwa-products.xlsx"')
      .header('cache-control', 'public, max-age=3600')
      .send(await productTemplateXlsx()),
  );
}
