import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  typeFromAST,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PAGE_MAX } from '../platform/paging';

/** The most list items one operation may ask for, counted before it runs. */
export const QUERY_ITEMS_MAX = 2000;

/** The arguments that set a list's (or a connection's) page size. */
const SIZE_ARGUMENTS = ['first', 'take'];

type Variables = Readonly<Record<string, unknown>>;

/**
 * Refuses, before anything runs, an operation whose lists could hold more than `max` items in
 * all. Each list field counts as many items as its `first`/`take` asks for (a literal or a
 * variable), or PAGE_MAX when not given; a list inside a list counts once per outer item; aliases
 * and fragments count every time they appear. A connection's `first` sizes its `nodes`. Lists of
 * scalars and enums are not counted: they are short and fixed (a manufacturer's categories).
 */
export function queryCostRule(variables: Variables = {}, max = QUERY_ITEMS_MAX): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const items = countItems(context, variables, operation.selectionSet, root, 1, undefined, new Set());
      if (items <= max) return;
      context.reportError(
        new GraphQLError(
          `This query asks for up to ${formatCount(items)} items; the limit is ${formatCount(max)}. ` +
            'Ask for fewer (first/take) or fewer nested lists.',
          // spec: false keeps the 400 for plain application/json clients too (yoga would answer 200).
          { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400, spec: false } } },
        ),
      );
    },
  });
}

/**
 * Adds queryCostRule with the request's variables. Validation results are cached by document, so
 * the server turns that cache off (yoga's `parserAndValidationCache: { validationCache: false }`):
 * the same document with a larger `$first` must be judged again.
 */
export const queryCostLimit: Plugin = {
  onValidate({ addValidationRule, context }) {
    const variables: unknown = context.params?.variables;
    addValidationRule(queryCostRule(isRecord(variables) ? variables : {}));
  },
};

function countItems(
  context: ValidationContext,
  variables: Variables,
  selectionSet: SelectionSetNode,
  parentType: GraphQLCompositeType,
  multiplier: number,
  /** The page size a connection field above asked for, which its `nodes` list takes. */
  connectionSize: number | undefined,
  fragmentsOnPath: ReadonlySet<string>,
): number {
  let items = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      items += fieldItems(context, variables, selection, parentType, multiplier, connectionSize, fragmentsOnPath);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : context.getFragment(selection.name.value);
    // An unknown fragment or a cycle is reported by GraphQL's own rules; it adds nothing here.
    if (!fragment || (selection.kind === Kind.FRAGMENT_SPREAD && fragmentsOnPath.has(selection.name.value))) continue;
    const condition = fragment.typeCondition ? typeFromAST(context.getSchema(), fragment.typeCondition) : parentType;
    if (!condition || !isCompositeType(condition)) continue;
    const path =
      selection.kind === Kind.FRAGMENT_SPREAD ? new Set([...fragmentsOnPath, selection.name.value]) : fragmentsOnPath;
    items += countItems(context, variables, fragment.selectionSet, condition, multiplier, connectionSize, path);
  }
  return items;
}

function fieldItems(
  context: ValidationContext,
  variables: Variables,
  node: FieldNode,
  parentType: GraphQLCompositeType,
  multiplier: number,
  connectionSize: number | undefined,
  fragmentsOnPath: ReadonlySet<string>,
): number {
  const field = 'getFields' in parentType ? parentType.getFields()[node.name.value] : undefined;
  if (!field) return 0; // __typename, introspection, or a field GraphQL's own rules refuse
  const type = getNamedType(field.type);
  const isList = isListType(getNullableType(field.type));
  const size = pageSizeOf(field, node, variables);

  let items = 0;
  let childMultiplier = multiplier;
  let childConnectionSize: number | undefined;
  if (isList && isCompositeType(type)) {
    childMultiplier = multiplier * (size ?? connectionSize ?? PAGE_MAX);
    items = childMultiplier;
  } else if (size !== undefined) {
    childConnectionSize = size; // a connection: the size applies to the list inside it
  }
  if (!node.selectionSet || !isCompositeType(type)) return items;
  return (
    items +
    countItems(context, variables, node.selectionSet, type, childMultiplier, childConnectionSize, fragmentsOnPath)
  );
}

/** The page size a field asks for, when it takes one: its argument, capped, or PAGE_MAX. */
function pageSizeOf(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | undefined {
  const sizeArgument = field.args.find((arg) => SIZE_ARGUMENTS.includes(arg.name));
  if (!sizeArgument) return undefined;
  const value = node.arguments?.find((arg) => arg.name.value === sizeArgument.name)?.value;
  const asked =
    value?.kind === Kind.INT
      ? Number(value.value)
      : value?.kind === Kind.VARIABLE
        ? variables[value.name.value]
        : undefined;
  // Anything but a whole number is refused when the field runs; until then it may be the most.
  return typeof asked === 'number' && Number.isInteger(asked) && asked >= 0 ? Math.min(asked, PAGE_MAX) : PAGE_MAX;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const formatCount = (n: number) => Math.round(n).toLocaleString('en-US');
