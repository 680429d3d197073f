// Which checkout a benchmark measures, and how that checkout is built and served.
//
// The suite measures this repository by default; `--checkout <dir>` points it at another one (an
// older commit in a git worktree, for a before/after comparison). Older commits served the API
// from TypeScript through tsx; newer ones compile it to apps/api/dist/main.js: the checkout's own
// files say which.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_ROOT, '..');

/** A checkout to measure: its root, its commit, how to build it and how to start its server. */
export async function describeCheckout(root = REPO_ROOT) {
  const absolute = path.resolve(root);
  if (!existsSync(path.join(absolute, 'package.json'))) throw new Error(`${absolute} is not a Kasuwa checkout`);
  const compiled = existsSync(path.join(absolute, 'apps/api/build.mjs'));
  const server = compiled
    ? await compiledServer(absolute)
    : {
        args: ['--import', 'tsx', 'apps/api/src/main.ts'],
        env: {},
        description: 'node --import tsx apps/api/src/main.ts',
      };
  let built = false;
  let apiBuilt = false;
  return {
    root: absolute,
    commit: git(absolute, ['rev-parse', '--short', 'HEAD']),
    dirty: git(absolute, ['status', '--porcelain', '--untracked-files=no']) !== '',
    server,
    /** `npm run build` at the checkout's root (web app, and the API where it is compiled), once per suite. */
    ensureBuilt() {
      if (built) return;
      console.log(`[bench] npm run build in ${absolute}`);
      const result = spawnSync('npm', ['run', 'build'], { cwd: absolute, stdio: ['ignore', 'inherit', 'inherit'] });
      if (result.status !== 0) throw new Error(`npm run build failed in ${absolute} (exit ${result.status})`);
      built = true;
    },
    /** Only the API (`npm run build -w @kasuwa/api`), for benchmarks that serve no page. */
    ensureApiBuilt() {
      if (built || apiBuilt) return;
      console.log(`[bench] npm run build -w @kasuwa/api in ${absolute}`);
      const result = spawnSync('npm', ['run', 'build', '-w', '@kasuwa/api'], {
        cwd: absolute,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (result.status !== 0) throw new Error(`the API build failed in ${absolute} (exit ${result.status})`);
      apiBuilt = true;
    },
  };
}

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** The compiled server, started with the node flags and environment its own `npm start` uses. */
async function compiledServer(root) {
  const lib = await import(pathToFileURL(path.join(root, 'scripts/lib.mjs')).href);
  const nodeArgs = lib.API_NODE_ARGS ?? [];
  return {
    args: [...nodeArgs, 'apps/api/dist/main.js'],
    env: lib.API_ENV ?? {},
    description: `node ${[...nodeArgs, 'apps/api/dist/main.js'].join(' ')} (compiled)`,
  };
}
