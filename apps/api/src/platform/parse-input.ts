import type { z } from 'zod';
import { DomainError } from './errors';

/** Parses with a domain schema; the first broken rule becomes a BAD_USER_INPUT with the spec's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  const first = issues[0];
  throw new DomainError('BAD_USER_INPUT', first?.message ?? 'Invalid input', first?.field || undefined, issues);
}
