import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_STATUS_BY_CODE, type DomainError } from '../errors';

/** The error shape of every non-GraphQL endpoint: `{ "error": { "message": "..." } }`. */
export function replyError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send({ error: { message } });
}

/** A refusal with its HTTP status, and Retry-After when it says when trying again can succeed. */
export function replyDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return replyError(reply, HTTP_STATUS_BY_CODE[error.code], error.message);
}

/** A JSON answer that no cache keeps. */
export function replyJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Answers every other method on `url` with 405 and an Allow header (Fastify alone would say 404). */
export function refuseOtherMethods(app: FastifyInstance, url: string, allowed: readonly (typeof METHODS)[number][]) {
  app.route({
    method: METHODS.filter((method) => !allowed.includes(method)),
    url,
    handler: async (_request, reply) =>
      replyError(reply.header('allow', allowed.join(', ')), 405, `Use ${allowed.join(' or ')} here.`),
  });
}

/**
 * Errors nobody answered on purpose: a client's mistake (bad JSON, a body too large) keeps its
 * 4xx status and message; anything else is logged and answered "Unexpected error.", never with
 * its message or stack.
 */
export async function replyUnexpectedError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return replyError(reply, 500, 'Unexpected error.');
  }
  return replyError(reply, status, status === 413 ? 'The request is too large.' : error.message);
}
