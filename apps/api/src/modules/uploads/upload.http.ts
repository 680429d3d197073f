import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import { ImageRejectedError, type ImageRejectionReason } from './image-processing';
import { isValidStorageKey, type ImageStorage } from './image-storage';
import { saveImage, type SavedImage } from './images';
import { sendError, sendJson } from '../../shared/http/json';
import { NotMultipartError, readMultipartFile, type MultipartFile } from '../../shared/http/multipart';

export interface UploadHandlerDeps {
  storage: ImageStorage;
  /** The user a bearer `Authorization` header belongs to, or null for a missing, bad or revoked token. */
  authenticate: (authorizationHeader: string | undefined) => Promise<{ userId: string } | null>;
  /** The public origin the client reached us at, e.g. `https://kasuwa.ng` (no trailing slash needed). */
  baseUrl: (req: IncomingMessage) => string;
  log: (msg: string, extra?: object) => void;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const FILE_FIELD = 'file';
const STATUS_BY_REJECTION: Record<ImageRejectionReason, number> = {
  empty: 400,
  'too-large': 413,
  'unsupported-format': 415,
  'too-many-pixels': 422,
  unreadable: 422,
};
const MESSAGES = {
  methodNotAllowed: 'Images are uploaded with POST /upload.',
  unauthenticated: 'You must be logged in to upload images.',
  notMultipart: `Send the image as multipart/form-data in a field named "${FILE_FIELD}".`,
  noFile: `No image was sent: put the image in a form field named "${FILE_FIELD}".`,
  malformed: 'The upload could not be read (malformed multipart/form-data).',
  tooLarge: `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller image.`,
  unexpected: 'The image could not be saved. Please try again.',
} as const;

/** `POST /upload`: Cloudinary-shaped answer so the web app can use either service. */
export function createUploadHandler(deps: UploadHandlerDeps): Handler {
  return async (req, res) => {
    try {
      await handleUpload(deps, req, res);
    } catch (error) {
      deps.log('image upload failed', { error: String(error) });
      if (!res.headersSent) sendError(res, 500, MESSAGES.unexpected);
      else res.destroy();
    }
  };
}

async function handleUpload(deps: UploadHandlerDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendError(res, 405, MESSAGES.methodNotAllowed);
  }
  const viewer = await deps.authenticate(req.headers.authorization);
  if (!viewer) return sendError(res, 401, MESSAGES.unauthenticated);

  let upload: MultipartFile;
  try {
    upload = await readMultipartFile(req, { fileField: FILE_FIELD, maxBytes: UPLOAD_MAX_BYTES });
  } catch (error) {
    if (error instanceof NotMultipartError) return sendError(res, 400, MESSAGES.notMultipart);
    if (req.destroyed && !req.complete) return; // the client went away; nobody to answer
    return sendError(res, 400, MESSAGES.malformed);
  }
  if (upload.tooLarge) return sendError(res, 413, MESSAGES.tooLarge);
  if (!upload.file) return sendError(res, 400, MESSAGES.noFile);

  let saved: SavedImage;
  try {
    saved = await saveImage(deps.storage, upload.file);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    deps.log('image upload refused', { userId: viewer.userId, reason: error.reason });
    return sendError(res, STATUS_BY_REJECTION[error.reason], error.message);
  }
  const url = `${deps.baseUrl(req).replace(/\/+$/, '')}${saved.path}`;
  deps.log('image uploaded', { userId: viewer.userId, key: saved.key, bytes: saved.bytes });
  sendJson(res, 201, {
    secure_url: url,
    url,
    public_id: saved.key,
    resource_type: 'image',
    width: saved.width,
    height: saved.height,
    bytes: saved.bytes,
    format: saved.format,
  });
}

/** `GET/HEAD /uploads/<key>`: stored images, cached for a year (a key's content never changes). */
export function createUploadsStaticHandler(
  storage: ImageStorage,
): (req: IncomingMessage, res: ServerResponse, key: string) => Promise<void> {
  return async (req, res, key) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendError(res, 405, 'Images can only be fetched with GET or HEAD.');
    }
    const stored = isValidStorageKey(key) ? await storage.get(key) : null;
    if (!stored) return sendError(res, 404, 'Image not found.');

    const etag = `"${createHash('sha256').update(stored.data).digest('base64url').slice(0, 32)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', stored.contentType);
    res.setHeader('Content-Length', stored.data.length);
    res.end(req.method === 'HEAD' ? undefined : stored.data);
  };
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
