import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** What a request's GraphQL document turned out to be, filled in while yoga reads it. */
export interface OperationFacts {
  /** The operation's name, kept only once its document has passed validation. */
  name: string | undefined;
  kind: 'query' | 'mutation' | 'subscription' | undefined;
}

export const noOperationYet = (): OperationFacts => ({ name: undefined, kind: undefined });

/**
 * Fills the request's OperationFacts: the kind once the document is parsed (before the context is
 * built, which picks the database by it), the name once it has validated (a metrics label).
 */
export const readOperationFacts: Plugin<{ operation: OperationFacts }> = {
  onParse() {
    return ({ result, context }) => {
      if (!isDocument(result)) return;
      const operation = getOperationAST(result, context.params.operationName);
      context.operation.kind = operation?.operation as OperationFacts['kind'];
      context.operation.name = operation?.name?.value;
    };
  },
  onValidate({ context }) {
    return ({ valid }) => {
      if (!valid) context.operation.name = undefined;
    };
  },
};

const isDocument = (result: unknown): result is DocumentNode =>
  typeof result === 'object' && result !== null && (result as { kind?: unknown }).kind === 'Document';
