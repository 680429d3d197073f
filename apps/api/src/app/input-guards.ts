import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  CONTROL_CHARACTERS_MESSAGE,
  TOO_DEEP_MESSAGE,
  findUnsafeInput,
  hasControlCharacter,
  type UnsafeInput,
} from '../platform/unsafe-text';

/** The input field a problem is in, named as the domain's own errors name it ("description"). */
function fieldOf(path: readonly string[]): string | undefined {
  const inside = path.slice(1).filter((part) => !/^\d+$/.test(part));
  return (inside.length > 0 ? inside : path.slice(0, 1)).join('.') || undefined;
}

function refusal({ problem, path }: UnsafeInput): GraphQLError {
  if (problem === 'too-deep') return new GraphQLError(TOO_DEEP_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
  const field = fieldOf(path);
  return new GraphQLError(CONTROL_CHARACTERS_MESSAGE, {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  });
}

/** Each parsed document's verdict (yoga hands the same parsed document for the same text). */
const literalVerdicts = new WeakMap<DocumentNode, UnsafeInput | null>();

/** Strings written in the document itself ("\u0000" is a valid GraphQL escape), looked for once per document. */
export function findUnsafeLiteral(document: DocumentNode): UnsafeInput | undefined {
  const known = literalVerdicts.get(document);
  if (known !== undefined) return known ?? undefined;
  let found: UnsafeInput | undefined;
  visit(document, {
    StringValue(node) {
      if (!found && hasControlCharacter(node.value)) found = { problem: 'control-character', path: [] };
    },
  });
  literalVerdicts.set(document, found ?? null);
  return found;
}

/**
 * Every string a client sends, in variables or in the document, is checked once here, before
 * any resolver runs: control characters and absurd nesting get a clear BAD_USER_INPUT instead
 * of reaching the database (which refuses NUL with an internal error).
 */
export const refuseUnsafeInput: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const unsafe = findUnsafeInput(args.variableValues ?? {}) ?? findUnsafeLiteral(args.document);
    if (unsafe) setResultAndStopExecution({ errors: [refusal(unsafe)] });
  },
};

/**
 * A document nested thousands of levels deep overflows the parser's stack before the token
 * limit stops it; the client is told why instead of getting an internal error.
 */
export const refuseDeepDocuments: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result instanceof RangeError) {
        replaceParseResult(
          new GraphQLError('The query is nested too deeply.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
        );
      }
    };
  },
};

/**
 * `variables` or `extensions` in a GET query string that are not JSON are the client's mistake:
 * yoga's parser lets JSON.parse's SyntaxError escape, which would read as an internal error.
 */
export const refuseMalformedParams: Plugin = {
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    const parse = requestParser;
    setRequestParser(async (request) => {
      try {
        return await parse(request);
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        throw new GraphQLError('The variables and extensions must be JSON.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      }
    });
  },
};
