import type { ArgBuilder } from '@pothos/core';
import { PAGE_DEFAULT, PAGE_MAX, SKIP_MAX, type Page } from '../paging';
import { builder } from './builder';

type Arg = ArgBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never>;

/** `take`/`skip` of a plain list (see listWindow). */
export const listArgs = (arg: Arg) => ({
  take: arg.int({
    description: `At most ${PAGE_MAX} (a larger number gives ${PAGE_MAX}), and that many when not given.`,
  }),
  skip: arg.int({ description: `How many to pass over first, at most ${SKIP_MAX}.` }),
});

/** `first`/`after` of a connection (see pageSize). */
export const pageArgs = (arg: Arg) => ({
  first: arg.int({ description: `Page size: ${PAGE_DEFAULT} when not given, at most ${PAGE_MAX}.` }),
  after: arg.string({ description: 'The endCursor of the page before.' }),
});

export const PageInfo = builder.objectRef<Page<unknown>>('PageInfo').implement({
  description: 'Where a page of a list stands: whether more follow, and the cursor to ask for them.',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

type NodeRef<T> = ReturnType<typeof builder.objectRef<T>>;

/** `<Name>Connection { nodes, totalCount, pageInfo }` for a list of `node`. */
export function connectionOf<T>(name: string, node: NodeRef<T>) {
  return builder.objectRef<Page<T>>(`${name}Connection`).implement({
    fields: (t) => ({
      nodes: t.field({ type: [node], resolve: (page) => page.nodes }),
      totalCount: t.exposeInt('totalCount', { description: 'How many there are in all, across every page.' }),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page }),
    }),
  });
}
