import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookie } from '../platform/graphql/context';
import type { AssetUrlBase } from '../platform/graphql/urls';
import type { Logger } from '../platform/logger';
import type { Viewer } from '../platform/viewer';
import { createGraphQLHandler } from './graphql-handler';
import { noOperationYet } from './graphql-operation';
import type { Services } from './services';

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
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const viewer = await deps.viewerOf(request);
      const operation = (request.graphqlOperation = noOperationYet());
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        viewer,
        ...deps.assetBaseOf(request),
        requestId: request.id,
        clientAddress: request.ip,
        siteUrl: deps.siteUrl(),
        sessionCookie: deps.sessionCookieFor(reply),
        setResponseHeader: (name, value) => void reply.header(name, value),
        operation,
        log: request.log,
      });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.code(response.status);
      return reply.send(response.body);
    },
  });
}
