import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    NumberOrString: { Input: number | string; Output: number | string };
  };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});
