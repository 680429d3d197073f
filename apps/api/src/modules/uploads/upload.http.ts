import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, tryAgainIn } from '../../platform/errors';
import { resolveAssetUrl, type AssetUrlBase } from '../../platform/graphql/urls';
import { refuseOtherMethods, replyDomainError, replyError, replyJson } from '../../platform/http/json';
import { NotMultipartError, readMultipartFile, type MultipartFile } from '../../platform/http/multipart';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit';
import type { Viewer } from '../../platform/viewer';
import { ImageRejectedError, type ImageRejectionReason } from './image-processing';
import { isValidStorageKey, STORED_OBJECT_CACHE_CONTROL, type ImageStorage, type StoredObject } from './image-storage';
import { saveImage, type SavedImage } from './images';

export interface UploadRoutesDeps {
  storage: ImageStorage;
  /** Who sent the request, or null when nobody is signed in. */
  viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
  /** The public origin the client reached us at (`https://kasuwa.ng`) and where uploads are public. */
  assetBaseOf: (request: FastifyRequest) => AssetUrlBase;
  rateLimiter: RateLimiter;
}

/** Every upload is decoded and re-encoded: one person gets this many an hour. */
export const UPLOADS_PER_USER: RateLimitRule = {
  name: 'upload_user',
  points: 60,
  durationSeconds: 60 * 60,
  message: (seconds) => `Too many uploads. ${tryAgainIn(seconds)}`,
};

const FILE_FIELD = 'file';
const STATUS_BY_REJECTION: Record<ImageRejectionReason, number> = {
  empty: 400,
  'too-large': 413,
  'unsupported-format': 415,
  'too-many-pixels': 422,
  unreadable: 422,
};
const MESSAGES = {
  unauthenticated: 'You must be logged in to upload images.',
  notMultipart: `Send the image as multipart/form-data in a field named "${FILE_FIELD}".`,
  noFile: `No image was sent: put the image in a form field named "${FILE_FIELD}".`,
  malformed: 'The upload could not be read (malformed multipart/form-data).',
  storageDown: 'Images cannot be read right now. Please try again shortly.',
  tooLarge: `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller image.`,
} as const;

/**
 * `POST /upload` (answered in the shape of the hosted image service the first client used, so
 * either can serve it) and `GET /uploads/<key>` (stored images, cached for a year: a key's
 * content never changes).
 */
export async function uploadRoutes(app: FastifyInstance, deps: UploadRoutesDeps) {
  // Whatever the declared type, the handler reads the raw body and answers what is wrong with it.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.post('/upload', async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, MESSAGES.unauthenticated);
    try {
      await deps.rateLimiter.consume(UPLOADS_PER_USER, viewer.userId);
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }

    let upload: MultipartFile;
    try {
      upload = await readMultipartFile(request.raw, { fileField: FILE_FIELD, maxBytes: UPLOAD_MAX_BYTES });
    } catch (error) {
      if (error instanceof NotMultipartError) return replyError(reply, 400, MESSAGES.notMultipart);
      if (request.raw.destroyed && !request.raw.complete) return reply; // the client went away
      return replyError(reply, 400, MESSAGES.malformed);
    }
    if (upload.tooLarge) return replyError(reply, 413, MESSAGES.tooLarge);
    if (!upload.file) return replyError(reply, 400, MESSAGES.noFile);

    let saved: SavedImage;
    try {
      saved = await saveImage(deps.storage, upload.file);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      request.log.info({ userId: viewer.userId, reason: error.reason }, 'image upload refused');
      return replyError(reply, STATUS_BY_REJECTION[error.reason], error.message);
    }
    const url = resolveAssetUrl(saved.path, deps.assetBaseOf(request));
    request.log.info({ userId: viewer.userId, key: saved.key, bytes: saved.bytes }, 'image uploaded');
    return replyJson(reply, 201, {
      secure_url: url,
      url,
      public_id: saved.key,
      resource_type: 'image',
      width: saved.width,
      height: saved.height,
      bytes: saved.bytes,
      format: saved.format,
    });
  });

  refuseOtherMethods(app, '/upload', ['POST']);

  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    let stored: StoredObject | null;
    try {
      stored = isValidStorageKey(key) ? await deps.storage.get(key) : null;
    } catch (error) {
      // The bucket is down or refused us: the image may well exist, so not a 404.
      request.log.error({ err: error, key }, 'could not read a stored image');
      return replyError(reply, 503, MESSAGES.storageDown);
    }
    if (!stored) return replyError(reply, 404, 'Image not found.');
    const etag = `"${createHash('sha256').update(stored.data).digest('base64url').slice(0, 32)}"`;
    reply
      .header('etag', etag)
      .header('cache-control', STORED_OBJECT_CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.code(200).type(stored.contentType).send(stored.data);
  });
  refuseOtherMethods(app, '/uploads/*', ['GET', 'HEAD']);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
