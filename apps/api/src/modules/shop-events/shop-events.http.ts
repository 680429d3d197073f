import { SHOP_EVENTS_BODY_MAX_BYTES, shopEventBatchProblem, shopEventBatchSchema } from '@kasuwa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { DomainError, tryAgainIn } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError } from '../../platform/http/json';
import { isLoopbackAddress, type RateLimiter, type RateLimitRule } from '../../platform/rate-limit';
import type { ShopEventsService } from './shop-events.service';

export const SHOP_EVENTS_PATH = '/api/events';

/**
 * Generous: a busy office or a phone network's shared address sends many visitors' events. Per
 * instance: every page a shopper opens sends a batch, and a shared counter would cost a database
 * write for each; the limit guards one instance's buffer, and a load balancer spreads a network.
 */
export const SHOP_EVENTS_PER_NETWORK: RateLimitRule = {
  name: 'shop_events_network',
  points: 600,
  durationSeconds: 60,
  exempt: isLoopbackAddress,
  perNetwork: true,
  perInstance: true,
  message: (seconds) => `Too many events. ${tryAgainIn(seconds)}`,
};

/** Global Privacy Control or Do Not Track: nothing is recorded. */
const asksNotToBeTracked = (request: FastifyRequest) =>
  request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';

/**
 * `POST /api/events`: the shop's events from the browser (navigator.sendBeacon sends its JSON as
 * text/plain; application/json is read the same). Answered 204 before anything is written: the
 * events go to the service's buffer. Privacy-asking browsers and bots are answered 204 and
 * nothing is kept, their body not even read. The user agent is looked at, never stored.
 */
export async function shopEventsRoutes(
  app: FastifyInstance,
  deps: { shopEvents: ShopEventsService; rateLimiter: RateLimiter },
) {
  // Only in this plugin's scope: elsewhere text/plain stays text.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    ['text/plain', 'application/json'],
    { parseAs: 'string', bodyLimit: SHOP_EVENTS_BODY_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Send the events as JSON.'), { statusCode: 400 }), undefined);
      }
    },
  );

  app.post(SHOP_EVENTS_PATH, {
    bodyLimit: SHOP_EVENTS_BODY_MAX_BYTES,
    onRequest: async (request, reply) => {
      if (asksNotToBeTracked(request) || isbot(request.headers['user-agent'] ?? '')) {
        return reply.code(204).header('cache-control', 'no-store').send();
      }
    },
    handler: async (request, reply) => {
      const parsed = shopEventBatchSchema.safeParse(request.body);
      if (!parsed.success) return replyError(reply, 400, shopEventBatchProblem(parsed.error));
      try {
        await deps.rateLimiter.consume(SHOP_EVENTS_PER_NETWORK, request.ip, parsed.data.events.length);
      } catch (error) {
        if (error instanceof DomainError) return replyDomainError(reply, error);
        throw error;
      }
      deps.shopEvents.accept(parsed.data);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  });
  refuseOtherMethods(app, SHOP_EVENTS_PATH, ['POST']);
}
