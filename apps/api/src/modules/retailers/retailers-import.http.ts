import type { IncomingMessage, ServerResponse } from 'node:http';
import { SPREADSHEET_MAX_BYTES } from '@kasuwa/domain';
import { DomainError } from '../../shared/errors';
import { sendError, sendJson } from '../../shared/http/json';
import { NotMultipartError, readMultipartFile } from '../../shared/http/multipart';
import type { Viewer } from '../../shared/viewer';
import type { RetailersService } from './retailers.service';
import { readRetailerSpreadsheet, SpreadsheetError } from './spreadsheet';

const STATUS_BY_CODE = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400, NOT_FOUND: 404 } as const;

/**
 * `POST /retailers/import-preview`: multipart `file` (.xlsx, .xls or .csv, at most 5 MB) and
 * `manufacturerId`. Answers every row as ready or with its errors; writes nothing. The client
 * then imports the ready rows with addMultipleRetailer.
 */
export function createRetailerImportHandler(deps: {
  retailers: RetailersService;
  authenticate: (authorizationHeader: string | undefined) => Promise<Viewer | null>;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendError(res, 405, 'Send the spreadsheet with POST.');
    }
    const viewer = await deps.authenticate(req.headers.authorization);
    if (!viewer) return sendError(res, 401, 'You must be logged in to import retailers.');

    let upload;
    try {
      upload = await readMultipartFile(req, { fileField: 'file', maxBytes: SPREADSHEET_MAX_BYTES });
    } catch (error) {
      if (req.destroyed && !req.complete) return;
      return sendError(
        res,
        400,
        error instanceof NotMultipartError ? 'Send the file as multipart/form-data.' : 'The upload could not be read.',
      );
    }
    if (upload.tooLarge) return sendError(res, 413, 'The file is larger than 5 MB.');
    if (!upload.file) return sendError(res, 400, 'No file was sent: put it in a form field named "file".');

    try {
      // Whose retailers these would be is settled before the file is even opened.
      await deps.retailers.requireOwnedManufacturer(viewer, upload.fields.manufacturerId);
      const rows = readRetailerSpreadsheet(upload.file);
      const preview = await deps.retailers.previewImport(viewer, upload.fields.manufacturerId, rows);
      const ready = preview.filter((r) => r.status === 'ready').length;
      sendJson(res, 200, { rows: preview, summary: { total: preview.length, ready, errors: preview.length - ready } });
    } catch (error) {
      if (error instanceof SpreadsheetError) return sendError(res, error.status, error.message);
      if (error instanceof DomainError) return sendError(res, STATUS_BY_CODE[error.code], error.message);
      throw error;
    }
  };
}
