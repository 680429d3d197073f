import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DomainError } from '../shared/errors';
import type { Logger } from '../shared/logger';
import type { Viewer } from '../shared/viewer';
import type { GraphQLContext } from './context';
import { createLoaders } from './loaders';
import { schema } from './schema';
import type { Services } from './services';

export interface YogaDeps {
  services: Services;
  logger: Logger;
  introspection: boolean;
}

/** What the HTTP layer knows about a request before GraphQL sees it. */
export interface RequestContext {
  viewer: Viewer | null;
  baseUrl: string;
  requestId: string;
}

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Duck-typed: graphql ships CommonJS and ESM copies, so `instanceof GraphQLError` can lie. */
function asGraphQLError(error: unknown): GraphQLError | undefined {
  return error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
}

export function createGraphQLHandler({ services, logger, introspection }: YogaDeps) {
  return createYoga<RequestContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: introspection,
    logging: false,
    batching: false,
    landingPage: false,
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 20 },
        maxTokens: { n: 2000 },
        costLimit: { maxCost: 5000 },
      }),
      ...(introspection ? [] : [disableIntrospection]),
    ],
    context: ({ viewer, baseUrl }) => ({ viewer, baseUrl, services, loaders: createLoaders(services) }),
    maskedErrors: {
      maskError(error, message) {
        const graphqlError = asGraphQLError(error);
        const original = graphqlError ? graphqlError.originalError : error;
        if (original instanceof DomainError) {
          const { code, field, issues } = original;
          return new GraphQLError(original.message, {
            nodes: graphqlError?.nodes,
            path: graphqlError?.path,
            extensions: { code, ...(field ? { field } : {}), ...(issues && issues.length > 1 ? { issues } : {}) },
          });
        }
        // Errors of GraphQL itself (a bad query or variable) are the caller's to read.
        if (graphqlError && (!original || asGraphQLError(original))) return graphqlError;
        logger.error({ err: original ?? error }, 'unexpected error in a GraphQL operation');
        return new GraphQLError(message, {
          path: graphqlError?.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
  });
}
