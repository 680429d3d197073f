import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConcurrencyLimit } from '../platform/concurrency';
import type { SessionCookie } from '../platform/graphql/context';
import type { AssetUrlBase } from '../platform/graphql/urls';
import type { Logger } from '../platform/logger';
import type { Viewer } from '../platform/viewer';
import { createGraphQLHandler } from './graphql-handler';
import { noOperationYet } from './graphql-operation';
import { CACHE_HEADER, type CacheableOperation, type CachedAnswer, type ResponseCache } from './response-cache';
import { SESSION_COOKIE } from './session-cookie';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as it came, kept for the response cache's key. */
    jsonText?: string;
  }
}

export interface GraphQLRouteDeps {
  services: Services;
  publicReadServices: Services;
  logger: Logger;
  introspection: boolean;
  viewerOf: (request: FastifyRequest) => Promise<Viewer | null>;
  /** The origin and the uploads' address that the request's image URLs are made absolute with. */
  assetBaseOf: (request: FastifyRequest) => AssetUrlBase;
  sessionCookieFor: (reply: FastifyReply) => SessionCookie;
  siteUrl: () => string;
  /** Answers to anonymous catalogue reads; null: every request runs. */
  responseCache: ResponseCache | null;
  /** How many anonymous requests make their answer at once; the others wait their turn (cache hits never wait). */
  executions: ConcurrencyLimit;
}

/** `/graphql`: graphql-yoga inside Fastify, as yoga's Fastify integration does it. */
export async function graphqlRoute(app: FastifyInstance, deps: GraphQLRouteDeps) {
  const yoga = createGraphQLHandler(deps);
  // A body Fastify cannot read (bad JSON, too large) still gets a GraphQL-shaped answer.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    const message = status === 413 ? 'The request is too large.' : status === 500 ? 'Unexpected error.' : error.message;
    return reply
      .code(status)
      .send({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
  });
  const cache = deps.responseCache;
  if (cache) keepJsonText(app);
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const cached = cache ? await lookUp(cache, request, deps.assetBaseOf(request).baseUrl) : undefined;
      if (cached?.answer) {
        request.graphqlOperation = { name: cached.operation.name, kind: 'query' };
        return reply
          .header('content-type', cached.answer.contentType)
          .header(CACHE_HEADER, 'hit')
          .send(cached.answer.body);
      }
      const operation = (request.graphqlOperation = noOperationYet());
      const execute = async () =>
        yoga.handleNodeRequestAndResponse(request, reply, {
          viewer: await deps.viewerOf(request),
          ...deps.assetBaseOf(request),
          requestId: request.id,
          clientAddress: request.ip,
          siteUrl: deps.siteUrl(),
          sessionCookie: deps.sessionCookieFor(reply),
          setResponseHeader: (name, value) => void reply.header(name, value),
          operation,
          log: request.log,
        });
      // Signed-in requests go straight: a checkout may wait seconds for the card provider, and must not hold a turn.
      const response = await (isAnonymous(request) ? deps.executions.run(execute) : execute());
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.code(response.status);
      if (!cached) return reply.send(response.body);
      const body = await response.text();
      cached.keep(response.status, response.headers.get('content-type'), body);
      return reply.header(CACHE_HEADER, 'miss').send(body);
    },
  });
}

/** The JSON body's text beside the parsed body (Fastify's own parser, its limits and its errors). */
function keepJsonText(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.jsonText = text;
    parseJson(request, text, done);
  });
}

/** Without a session cookie or an Authorization header. */
const isAnonymous = (request: FastifyRequest) =>
  request.headers.authorization === undefined && request.cookies[SESSION_COOKIE] === undefined;

interface CacheLookup {
  operation: CacheableOperation;
  answer: CachedAnswer | undefined;
  keep: (status: number, type: string | null, body: string) => void;
}

/**
 * For a request the cache may answer (a POST without a session, asking only for catalogue
 * fields): the kept answer, if still current, and how to keep a new one. The version is read
 * before the answer is made, so an answer is never kept under a version newer than its data.
 */
async function lookUp(
  cache: ResponseCache,
  request: FastifyRequest,
  baseUrl: string,
): Promise<CacheLookup | undefined> {
  if (request.method !== 'POST' || request.jsonText === undefined || !isAnonymous(request)) return undefined;
  const { query, operationName } = (request.body ?? {}) as { query?: unknown; operationName?: unknown };
  if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) return undefined;
  const operation = cache.cacheable(query, operationName ?? undefined);
  if (!operation) return undefined;
  const key = `${request.headers.accept ?? ''}\n${baseUrl}\n${request.jsonText}`;
  // Without the version (the database is not answering) the request runs as if uncached.
  const version = await cache.version().catch(() => undefined);
  if (version === undefined) return undefined;
  return {
    operation,
    answer: cache.get(key, version),
    keep: (status, type, body) => {
      // An answer with errors (a refusal, a failure) is never kept; one that merely mentions the word in its data is not either.
      if (status === 200 && type !== null && !body.includes('"errors"'))
        cache.set(key, version, { body, contentType: type });
    },
  };
}
