import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { printedSchema } from './schema';
import { SCHEMA_FILE } from './paths';

it('apps/api/schema.graphql is the schema the code builds (run `npm run schema:print` after a change)', () => {
  expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
});
