import { builder } from './builder';

export const QueryMode = builder.enumType('QueryMode', { values: ['default', 'insensitive'] as const });

export const StringFilter = builder.inputType('StringFilter', {
  fields: (t) => ({
    equals: t.string(),
    in: t.stringList(),
    notIn: t.stringList(),
    not: t.string(),
    contains: t.string(),
    startsWith: t.string(),
    mode: t.field({ type: QueryMode }),
  }),
});
