// Compiles the API into dist/ for `npm start`: one ES module bundle (with our own workspace
// packages inside it) that Node runs directly, with no TypeScript compiler at run time. npm
// packages stay outside the bundle and load from node_modules as they are.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kasuwa/'));

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  // Each worker thread's code is an entry of its own: found beside main.js at run time (see
  // src/platform/worker-file.ts), so its name here must match the one its caller asks for.
  entryPoints: {
    main: 'src/main.ts',
    'spreadsheet-worker': 'src/modules/retailers/spreadsheet.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log(`built ${path.relative(process.cwd(), path.join(here, 'dist/main.js'))}`);
