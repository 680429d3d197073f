// The GraphQL documents the web app sends, read from its source, so that a benchmark asks exactly
// what a shopper's browser asks.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The document of `apps/web/src/features/<file>` (its `graphql(\`...\`)`), in `checkoutRoot`. */
export function webDocument(checkoutRoot, file) {
  const source = readFileSync(path.join(checkoutRoot, 'apps/web/src/features', file), 'utf8');
  const match = /graphql\(`([\s\S]*?)`\)/.exec(source);
  if (!match) throw new Error(`No GraphQL document in ${file}`);
  return match[1];
}
