import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  typeFromAST,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  validate,
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
export function queryCostRule(
  variables: Variables = {},
  max = QUERY_ITEMS_MAX,
  /** Gets the names of the variables that sized a list (the verdict holds for their values only). */
  reads: { variables: Set<string> } = { variables: new Set() },
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const counter = new ItemCounter(context, variables);
      const items = counter.count(operation.selectionSet, root, 1, undefined, new Set());
      for (const name of counter.readVariables) reads.variables.add(name);
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

/** A document's verdicts, by the values of the variables that size its lists (none: one verdict). */
interface DocumentVerdicts {
  sizeVariables: readonly string[];
  bySizes: Map<string, readonly GraphQLError[]>;
}

/** Per parsed document (yoga hands the same parsed document for the same text). */
const verdicts = new WeakMap<DocumentNode, DocumentVerdicts>();
/** Size combinations kept per document; past it they are all dropped (a client cycling through sizes). */
const SIZES_KEPT = 64;
/** A key longer than this (a list sent as `$first`) is judged and not kept. */
const SIZE_KEY_MAX = 200;

/**
 * queryCostRule's errors for `document` with `variables`. Counting validates the whole document
 * again (about 40 µs for a store page), so each verdict is kept: once per document whose list
 * sizes are all literals, and per value of the sizing variables (`$first: 24`) for the others.
 */
export function judgeCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
): readonly GraphQLError[] {
  const known = verdicts.get(document);
  const key = known && sizeKey(known.sizeVariables, variables);
  const kept = key === undefined ? undefined : known?.bySizes.get(key);
  if (kept) return kept;
  const reads = { variables: new Set<string>() };
  const errors = validate(schema, document, [queryCostRule(variables, QUERY_ITEMS_MAX, reads)]);
  const entry = known ?? { sizeVariables: [...reads.variables].sort(), bySizes: new Map() };
  const newKey = sizeKey(entry.sizeVariables, variables);
  if (newKey.length <= SIZE_KEY_MAX) {
    if (entry.bySizes.size >= SIZES_KEPT) entry.bySizes.clear();
    entry.bySizes.set(newKey, errors);
  }
  verdicts.set(document, entry);
  return errors;
}

/** JSON tells 24 from "24", which the counter judges differently. */
const sizeKey = (names: readonly string[], variables: Variables) =>
  names.map((name) => JSON.stringify(variables[name]) ?? '').join(',');

/**
 * Judges every operation with queryCostRule and the request's variables just before it runs
 * (nothing has executed yet). Not a validation rule of the parse/validate step: yoga caches those
 * results by document, and the same document with a larger `$first` must be judged again.
 */
export const queryCostLimit: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const variables = isRecord(args.variableValues) ? args.variableValues : {};
    const errors = judgeCost(args.schema, args.document, variables);
    if (errors.length > 0) setResultAndStopExecution({ errors });
  },
};

/**
 * Counts an operation's items. The count is linear in the multiplier, so each named fragment is
 * counted once at a multiplier of 1 and scaled wherever it is spread (fragments spreading
 * fragments twice over cannot make the count itself slow).
 */
class ItemCounter {
  private readonly perFragment = new Map<string, number>();
  /** The variables that sized a list. */
  readonly readVariables = new Set<string>();

  constructor(
    private readonly context: ValidationContext,
    private readonly variables: Variables,
  ) {}

  /**
   * The items below `selectionSet`, once per outer item (`multiplier`). `connectionSize` is the
   * page size a connection field above asked for, which its list (`nodes`) takes.
   */
  count(
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType,
    multiplier: number,
    connectionSize: number | undefined,
    fragmentsOnPath: ReadonlySet<string>,
  ): number {
    let items = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        items += this.field(selection, parentType, multiplier, connectionSize, fragmentsOnPath);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? typeFromAST(this.context.getSchema(), selection.typeCondition)
          : parentType;
        if (type && isCompositeType(type)) {
          items += this.count(selection.selectionSet, type, multiplier, connectionSize, fragmentsOnPath);
        }
      } else {
        items += multiplier * this.fragment(selection.name.value, connectionSize, fragmentsOnPath);
      }
    }
    return items;
  }

  /** A named fragment's items at a multiplier of 1; an unknown one or a cycle (GraphQL's own rules refuse them) adds nothing. */
  private fragment(name: string, connectionSize: number | undefined, fragmentsOnPath: ReadonlySet<string>): number {
    const key = `${name}:${connectionSize ?? ''}`;
    const known = this.perFragment.get(key);
    if (known !== undefined) return known;
    const fragment = this.context.getFragment(name);
    if (!fragment || fragmentsOnPath.has(name)) return 0;
    const type = typeFromAST(this.context.getSchema(), fragment.typeCondition);
    const items =
      type && isCompositeType(type)
        ? this.count(fragment.selectionSet, type, 1, connectionSize, new Set([...fragmentsOnPath, name]))
        : 0;
    this.perFragment.set(key, items);
    return items;
  }

  private field(
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
    const size = pageSizeOf(field, node, this.variables, this);

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
    return items + this.count(node.selectionSet, type, childMultiplier, childConnectionSize, fragmentsOnPath);
  }
}

/** The page size a field asks for, when it takes one: its argument, capped, or PAGE_MAX. */
function pageSizeOf(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Variables,
  reads: { readVariables: Set<string> },
): number | undefined {
  const sizeArgument = field.args.find((arg) => SIZE_ARGUMENTS.includes(arg.name));
  if (!sizeArgument) return undefined;
  const value = node.arguments?.find((arg) => arg.name.value === sizeArgument.name)?.value;
  if (value?.kind === Kind.VARIABLE) reads.readVariables.add(value.name.value);
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
