import type { DocumentDecoration, initGraphQLTada, ResultOf, VariablesOf } from 'gql.tada';
import type { introspection } from '../graphql-env';

/**
 * Typed GraphQL documents, checked against apps/api/schema.graphql (through the generated
 * graphql-env.d.ts) by gql.tada's types alone. At run time a document is just its text: the app
 * ships no GraphQL parser (gql.tada's own `graphql()` would parse every document in the browser
 * and add about 2.7 KB gzipped to the first paint). See docs/decisions/0009-typed-graphql-documents.md.
 */
type SchemaGraphQL = ReturnType<
  typeof initGraphQLTada<{
    introspection: introspection;
    scalars: { DateTime: string; NumberOrString: number | string };
    disableMasking: true;
  }>
>;

// Only its type is used (the document gql.tada derives from a source text); it does not exist at run time.
declare const _schemaGraphQL: SchemaGraphQL;
type TadaDocument<Source extends string> = ReturnType<typeof _schemaGraphQL<Source, []>>;

declare module 'gql.tada' {
  // gql.tada's first overload accepts only sources of its optional type cache (`gql.tada turbo`,
  // unused here); a string index lets `typeof _schemaGraphQL<Source, []>` type-check for any source.
  // The cache overload itself is never called: this app does not use gql.tada's runtime.
  interface setupCache {
    readonly [source: string]: unknown;
  }
}

declare const fromGraphQL: unique symbol;

/** The text of one GraphQL operation, carrying its result and variables types; only `graphql` makes one. */
export type TypedDocument<Result, Variables> = string &
  DocumentDecoration<Result, Variables> & { readonly [fromGraphQL]: true };

/**
 * True when `T` holds `unknown` or `never` anywhere: what gql.tada gives a field (`unknown`) or a
 * variable type (`never`) that the schema does not have.
 */
type HasUnknownOrNever<T> = [T] extends [never]
  ? true
  : unknown extends T
    ? true
    : T extends readonly (infer Item)[]
      ? HasUnknownOrNever<Item>
      : T extends object
        ? true extends { [Key in keyof T]-?: HasUnknownOrNever<T[Key]> }[keyof T]
          ? true
          : false
        : false;

/** Nothing for a sound document, else an impossible requirement whose text says what is wrong. */
type SchemaCheck<Source extends string> = [ResultOf<TadaDocument<Source>>] extends [never]
  ? { schemaError: 'This GraphQL document does not parse' }
  : true extends HasUnknownOrNever<[ResultOf<TadaDocument<Source>>, VariablesOf<TadaDocument<Source>>]>
    ? { schemaError: 'This GraphQL document names a field or type that apps/api/schema.graphql does not have' }
    : unknown;

/**
 * A GraphQL operation typed from the schema. A field the schema does not have (renamed or
 * removed) fails `tsc` here; `gql.tada check` reports every other schema problem.
 */
export function graphql<const Source extends string>(
  source: Source & SchemaCheck<Source>,
): TypedDocument<ResultOf<TadaDocument<Source>>, VariablesOf<TadaDocument<Source>>> {
  // The brand and the decoration exist only for the type checker: the value is the text itself.
  const text: string = source;
  return text as TypedDocument<ResultOf<TadaDocument<Source>>, VariablesOf<TadaDocument<Source>>>;
}
