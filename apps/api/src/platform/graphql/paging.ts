import type { Page } from '../paging';
import { builder } from './builder';

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
