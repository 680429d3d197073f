import { UPLOAD_MAX_BYTES } from '@kasuwa/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, tryAgainIn } from '../../platform/errors';
import { resolveAssetUrl, type AssetUrlBase } from '../../platform/graphql/urls';
import { refuseOtherMethods, replyDomainError, replyError, replyJson } from '../../platform/http/json';
import { readMultipartFile } from '../../platform/http/multipart';
import type { RateLimiter } from '../../platform/rate-limit';
import { isLoopbackAddress } from '../../platform/rate-limit';
import { ImageRejectedError } from '../uploads/image-processing';
import type { ImageStorage } from '../uploads/image-storage';
import { saveImage } from '../uploads/images';
import { codeInMessage, hasGatewaySecret, parseGatewayMessage } from './sms-gateway';
import { replyTextFor, USSD_PROMPT } from './sms-replies';
import type { VerificationAnswer, VerificationService } from './verification.service';

export const VERIFY_API_PATH = '/api/verify';
export const SMS_GATEWAY_PATH = '/api/sms/verify';
export const REPORT_PHOTO_PATH = '/verify/report-photo';
/** A code and a location are a few hundred bytes; anything much larger is not a check. */
const VERIFY_BODY_MAX_BYTES = 4 * 1024;
const GATEWAY_BODY_MAX_BYTES = 8 * 1024;
const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** Report photos come from shoppers without an account: counted per network. */
const REPORT_PHOTOS_PER_ADDRESS = {
  name: 'report_photo_address',
  points: 10,
  durationSeconds: 60 * 60,
  exempt: isLoopbackAddress,
  perNetwork: true,
  message: (seconds: number) => `Too many photos. ${tryAgainIn(seconds)}`,
};

export interface VerificationRoutesDeps {
  verification: VerificationService;
  rateLimiter: RateLimiter;
  storage: ImageStorage;
  /** The public origin the client reached us at and where uploads are public. */
  assetBaseOf: (request: FastifyRequest) => AssetUrlBase;
  siteUrl: () => string;
  /** SMS_GATEWAY_SECRET; without it the gateway endpoint answers 404. */
  smsGatewaySecret: string | undefined;
}

/**
 * The checks outside GraphQL, for partners (`POST /api/verify`, JSON, open to any origin: it reads
 * no cookie and answers only about the code sent) and for phones without data (`POST
 * /api/sms/verify`, Africa's Talking's SMS and USSD callbacks), and the photo of a fake report
 * for shoppers without an account. Refusals are 4xx with a message; nothing here answers 5xx on
 * purpose.
 */
export async function verificationRoutes(app: FastifyInstance, deps: VerificationRoutesDeps) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: GATEWAY_BODY_MAX_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.options(VERIFY_API_PATH, async (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.post(VERIFY_API_PATH, { bodyLimit: VERIFY_BODY_MAX_BYTES }, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.code !== 'string' || !body.code.trim()) {
      return replyError(reply, 400, 'Send {"code": "…"}: the code printed on the label.');
    }
    const location = locationOf(body.location);
    try {
      const answer = await deps.verification.verify({
        code: body.code,
        location,
        channel: 'api',
        checker: { address: request.ip },
      });
      return replyJson(reply, 200, jsonOf(answer, deps.assetBaseOf(request)));
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
  });
  refuseOtherMethods(app, VERIFY_API_PATH, ['POST', 'OPTIONS']);

  app.post(SMS_GATEWAY_PATH, async (request, reply) => {
    if (!deps.smsGatewaySecret) return replyError(reply, 404, 'The SMS gateway is not enabled.');
    const query = request.query as Record<string, unknown>;
    const given = request.headers[GATEWAY_SECRET_HEADER] ?? query.secret;
    if (!hasGatewaySecret(typeof given === 'string' ? given : undefined, deps.smsGatewaySecret)) {
      request.log.warn({ path: SMS_GATEWAY_PATH }, 'refused a gateway call without the shared secret');
      return replyError(reply, 401, 'Missing or wrong gateway secret.');
    }
    const message = parseGatewayMessage((request.body ?? {}) as Record<string, unknown>);
    if (!message) return replyError(reply, 400, 'Expected the fields of an SMS (from, text) or a USSD step.');
    const code = codeInMessage(message);
    let text: string;
    if (message.channel === 'ussd' && !code) text = USSD_PROMPT;
    else {
      try {
        const answer = code
          ? await deps.verification.verify({ code, channel: 'sms', checker: { phone: message.phone } })
          : null;
        text = replyTextFor(answer, deps.siteUrl());
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        text = error.message;
      }
    }
    // USSD: "CON" keeps the session open for an answer, "END" closes it with the text.
    const body = message.channel === 'ussd' ? `${text === USSD_PROMPT ? 'CON' : 'END'} ${text}` : text;
    return reply.code(200).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(body);
  });
  refuseOtherMethods(app, SMS_GATEWAY_PATH, ['POST']);

  app.post(REPORT_PHOTO_PATH, async (request, reply) => {
    try {
      await deps.rateLimiter.consume(REPORT_PHOTOS_PER_ADDRESS, request.ip);
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
    return savePhoto(request, reply, deps);
  });
  refuseOtherMethods(app, REPORT_PHOTO_PATH, ['POST']);
}

async function savePhoto(request: FastifyRequest, reply: FastifyReply, deps: VerificationRoutesDeps) {
  let upload;
  try {
    upload = await readMultipartFile(request.raw, { fileField: 'file', maxBytes: UPLOAD_MAX_BYTES });
  } catch {
    if (request.raw.destroyed && !request.raw.complete) return reply;
    return replyError(reply, 400, 'Send the photo as multipart/form-data in a field named "file".');
  }
  if (upload.tooLarge) return replyError(reply, 413, 'The photo is too large. Please choose a smaller one.');
  if (!upload.file) return replyError(reply, 400, 'No photo was sent.');
  try {
    const saved = await saveImage(deps.storage, upload.file);
    const url = resolveAssetUrl(saved.path, deps.assetBaseOf(request));
    return replyJson(reply, 201, {
      secure_url: url,
      url,
      width: saved.width,
      height: saved.height,
      bytes: saved.bytes,
      format: saved.format,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) return replyError(reply, 415, error.message);
    throw error;
  }
}

function locationOf(value: unknown): { latitude: number; longitude: number } | null {
  if (!value || typeof value !== 'object') return null;
  const { latitude, longitude } = value as Record<string, unknown>;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** The JSON answer of `POST /api/verify`. */
export function jsonOf(answer: VerificationAnswer, assets: AssetUrlBase) {
  const { baseUrl } = assets;
  return {
    result: answer.result,
    code: answer.code,
    verifications: answer.verifications,
    firstVerifiedAt: answer.firstVerifiedAt?.toISOString() ?? null,
    firstVerifiedNear: answer.firstVerifiedNear,
    product: answer.product && {
      id: answer.product.id,
      name: answer.product.name,
      imageUrl: resolveAssetUrl(answer.product.imageUrl, assets),
    },
    maker: answer.maker && { id: answer.maker.id, name: answer.maker.name, url: `${baseUrl}/${answer.maker.slug}` },
    batch: answer.batch && {
      number: answer.batch.number,
      manufactureDate: answer.batch.manufactureDate.toISOString(),
      expiryDate: answer.batch.expiryDate.toISOString(),
      recalledAt: answer.batch.recalledAt?.toISOString() ?? null,
      recallReason: answer.batch.recallReason,
    },
    retailers: answer.retailers,
    recallAdvice: answer.recallAdvice,
  };
}
