import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DomainError } from '../platform/errors';
import type { Logger } from '../platform/logger';
import type { Viewer } from '../platform/viewer';
import type { GraphQLContext, SessionCookie } from '../platform/graphql/context';
import { readOperationFacts, type OperationFacts } from './graphql-operation';
import { refuseDeepDocuments, refuseMalformedParams, refuseUnsafeInput } from './input-guards';
import { loadersFor } from './loaders';
import { queryCostLimit } from './query-cost';
import { schema } from './schema';
import type { Services } from './services';

export interface YogaDeps {
  services: Services;
  /** The services anonymous queries use: on the read replica when there is one (else `services`). */
  publicReadServices: Services;
  logger: Logger;
  introspection: boolean;
}

/** What the HTTP layer knows about a request before GraphQL sees it. */
export interface RequestContext {
  viewer: Viewer | null;
  baseUrl: string;
  uploadsPublicUrl?: string | undefined;
  requestId: string;
  clientAddress: string;
  sessionCookie: SessionCookie;
  siteUrl: string;
  /** Sets a header on the HTTP response (Retry-After of a rate limit). */
  setResponseHeader: (name: string, value: string) => void;
  /** Filled in as the document is read (readOperationFacts). */
  operation: OperationFacts;
  /** The request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
}

/** A refusal for too many attempts also says, in Retry-After, when to come back. */
const retryAfterHeader: Plugin<RequestContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result }) {
        if (!('errors' in result) || !result.errors) return;
        const waits = result.errors
          .map((error) => error.originalError)
          .filter((e): e is DomainError => e instanceof DomainError && e.retryAfterSeconds !== undefined)
          .map((e) => e.retryAfterSeconds ?? 0);
        if (waits.length > 0) args.contextValue.setResponseHeader('retry-after', String(Math.max(...waits)));
      },
    };
  },
};

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Duck-typed: graphql ships CommonJS and ESM copies, so `instanceof GraphQLError` can lie. */
function asGraphQLError(error: unknown): GraphQLError | undefined {
  return error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
}

/** What our own code threw, or undefined for a refusal (DomainError) or GraphQL's own word on the request. */
function unexpectedCause(error: unknown): unknown {
  const graphqlError = asGraphQLError(error);
  const original = graphqlError ? graphqlError.originalError : error;
  if (original instanceof DomainError) return undefined;
  if (graphqlError && (!original || asGraphQLError(original))) return undefined;
  return original ?? error;
}

const UNEXPECTED = 'unexpected error in a GraphQL operation';
/** Causes already logged with their request's id; masking logs only the others (errors outside execution). */
const loggedCauses = new WeakSet<object>();

const wasLogged = (cause: unknown) => typeof cause === 'object' && cause !== null && loggedCauses.has(cause);

const logUnexpectedErrors: Plugin<RequestContext> = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result }) {
        if (!('errors' in result) || !result.errors) return;
        for (const error of result.errors) {
          const cause = unexpectedCause(error);
          if (cause === undefined) continue;
          args.contextValue.log.error({ err: cause }, UNEXPECTED);
          if (typeof cause === 'object' && cause !== null) loggedCauses.add(cause);
        }
      },
    };
  },
};

export function createGraphQLHandler({ services, publicReadServices, logger, introspection }: YogaDeps) {
  const loaders = loadersFor(services);
  const publicReadLoaders = publicReadServices === services ? loaders : loadersFor(publicReadServices);
  return createYoga<RequestContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: introspection,
    logging: false,
    batching: false,
    // CORS is answered by the server as a whole (CORS_ORIGINS), not reflected by yoga.
    cors: false,
    landingPage: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
      }),
      readOperationFacts,
      logUnexpectedErrors,
      retryAfterHeader,
      queryCostLimit,
      refuseMalformedParams,
      refuseDeepDocuments,
      refuseUnsafeInput,
      ...(introspection ? [] : [disableIntrospection]),
      // Each document compiled once to plain JavaScript (kept with yoga's parsed document):
      // execution took a tenth of an uncached read's CPU in graphql's interpreter (decision 0031).
      useGraphQlJit(),
    ],
    context: ({ viewer, baseUrl, uploadsPublicUrl, siteUrl, requestId, clientAddress, sessionCookie, operation }) => {
      // Anonymous reads may lag behind the primary; a signed-in person always reads their own writes.
      const publicRead = viewer === null && operation.kind === 'query';
      return {
        viewer,
        baseUrl,
        uploadsPublicUrl,
        siteUrl,
        requestId,
        clientAddress,
        sessionCookie,
        services: publicRead ? publicReadServices : services,
        loaders: publicRead ? publicReadLoaders() : loaders(),
      };
    },
    maskedErrors: {
      maskError(error, message) {
        const graphqlError = asGraphQLError(error);
        const original = graphqlError ? graphqlError.originalError : error;
        if (original instanceof DomainError) {
          const { code, field, issues, retryAfterSeconds } = original;
          return new GraphQLError(original.message, {
            nodes: graphqlError?.nodes,
            path: graphqlError?.path,
            extensions: {
              code,
              ...(field ? { field } : {}),
              ...(issues && issues.length > 1 ? { issues } : {}),
              ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
            },
          });
        }
        const cause = unexpectedCause(error);
        // Errors of GraphQL itself (a bad query or variable) are the caller's to read.
        if (cause === undefined && graphqlError) return graphqlError;
        if (!wasLogged(cause)) logger.error({ err: cause }, UNEXPECTED);
        return new GraphQLError(message, {
          path: graphqlError?.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
  });
}
