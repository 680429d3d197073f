// `npm run graphql:env -w @kasuwa/web`: writes the schema's introspection types that gql.tada reads
// (src/graphql-env.d.ts) from the printed schema apps/api/schema.graphql, both named by the
// gql.tada plugin entry of tsconfig.json. The file is committed; typecheck and build regenerate it
// first, and it is rewritten only when it changes (its age marks the web build stale).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, loadFromSDL, minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { pluginConfig } = await loadConfig(WEB);
const { schema, tadaOutputLocation } = pluginConfig;
if (typeof schema !== 'string' || typeof tadaOutputLocation !== 'string') {
  throw new Error('apps/web/tsconfig.json: the gql.tada plugin needs a "schema" file and a "tadaOutputLocation"');
}
const output = path.resolve(WEB, tadaOutputLocation);

const { introspection } = await loadFromSDL({ file: path.resolve(WEB, schema), assumeValid: true }).load();
const contents = outputIntrospectionFile(minifyIntrospection(introspection), {
  fileType: output,
  shouldPreprocess: true,
});
const current = await readFile(output, 'utf8').catch(() => null);
if (contents !== current) {
  await writeFile(output, contents);
  console.log(`Wrote ${path.relative(process.cwd(), output)} from ${schema}`);
}
