import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { replyError } from '../platform/http/json';
import type { Logger } from '../platform/logger';
import { METRICS_CONTENT_TYPE, type Metrics } from '../platform/metrics';
import type { OperationFacts } from './graphql-operation';

const SLOW_REQUEST_MS = 1_000;
/** The route label of requests no route matched: the web app's pages and 404s. */
export const FALLBACK_ROUTE = '(fallback)';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by /graphql: what the document turned out to be. */
    graphqlOperation?: OperationFacts;
  }
}

/**
 * Every request: its id in x-request-id, its count and time in the metrics, and a log line at
 * debug level only (a slow one or a 503 at warn, a failed one at error), so that at the default
 * level a quick request writes nothing. A 503 is the server saying it is busy, draining or not
 * ready: a state the balancer acts on, not a request that went wrong.
 */
export function observeRequests(app: FastifyInstance, { metrics, logger }: { metrics: Metrics; logger: Logger }) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const operation = request.graphqlOperation ? metrics.operationLabel(request.graphqlOperation.name) : '';
    metrics.recordRequest(request.routeOptions.url ?? FALLBACK_ROUTE, operation, status, ms / 1000);
    if (status >= 500 || ms >= SLOW_REQUEST_MS || logger.isLevelEnabled('debug')) {
      // The path only: a query string can carry a reset link's token.
      const line = { method: request.method, url: request.url.split('?', 1)[0], operation, status, ms: Math.round(ms) };
      if (status === 503) request.log.warn(line, 'unavailable');
      else if (status >= 500) request.log.error(line, 'request failed');
      else if (ms >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else request.log.debug(line, 'request');
    }
    done();
  });
}

const letThrough = () => undefined;

/**
 * GET /metrics for Prometheus, only when METRICS_TOKEN is set and only with it as a bearer token
 * (decision 0026). Answered even while the server is under pressure: that is when it is read.
 */
export function metricsRoute(
  app: FastifyInstance,
  { metrics, token }: { metrics: Metrics; token: string | undefined },
) {
  if (!token) return;
  const expected = digest(token);
  app.get('/metrics', { config: { pressureHandler: letThrough } }, async (request, reply) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return replyError(reply.header('www-authenticate', 'Bearer'), 401, 'The metrics token is missing or wrong.');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(METRICS_CONTENT_TYPE)
      .send(await metrics.text());
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();
