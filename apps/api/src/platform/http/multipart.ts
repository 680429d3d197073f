import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

export interface MultipartFile {
  /** The first part named `fileField`, or null when there was none (or it was too large). */
  file: Buffer | null;
  filename: string | null;
  tooLarge: boolean;
  /** Plain text fields, first value of each. */
  fields: Record<string, string>;
}

export class NotMultipartError extends Error {}

/** Buffers one file part of a multipart/form-data body, at most `maxBytes` (one more byte marks it too large). */
export function readMultipartFile(
  req: IncomingMessage,
  options: { fileField: string; maxBytes: number },
): Promise<MultipartFile> {
  return new Promise((resolve, reject) => {
    // busboy also parses urlencoded forms; only multipart can carry a file.
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
      reject(new NotMultipartError());
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: options.maxBytes + 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 },
      });
    } catch {
      reject(new NotMultipartError()); // e.g. multipart without a boundary
      return;
    }

    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let filename: string | null = null;
    let sawFile = false;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      // A broken body errors the part's stream too; the parser's own error is the one we report.
      stream.on('error', () => undefined);
      if (name !== options.fileField || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      filename = info.filename ?? null;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
    });
    parser.on('close', () =>
      resolve({ file: sawFile && !tooLarge ? Buffer.concat(chunks) : null, filename, tooLarge, fields }),
    );
    parser.on('error', reject);
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new Error('The request ended before the upload finished.'));
    });
    req.pipe(parser);
  });
}
