import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

builder.scalarType('DateTime', {
  description: 'An ISO 8601 date-time string, e.g. 2026-01-31T00:00:00.000Z.',
  serialize: (value) => (value instanceof Date ? value : new Date(value)).toISOString(),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('Expected an ISO 8601 date-time string');
  return date;
}

/** What the existing client sends for amounts and batch numbers: "1500" as often as 1500. */
builder.scalarType('NumberOrString', {
  description: 'A number, or a string holding one (checked by the rules of the field it is sent in).',
  serialize: (value) => value,
  parseValue: (value) => parseNumberOrString(value),
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) {
      return ast.kind === Kind.STRING ? ast.value : Number(ast.value);
    }
    throw new GraphQLError('Expected a number or a string');
  },
});

function parseNumberOrString(value: unknown): number | string {
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new GraphQLError('Expected a number or a string');
}
