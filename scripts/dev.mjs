// `npm run dev`: the API with reload on change (tsx watch, NODE_ENV=development: GraphiQL on
// /graphql) on port 4000, and the web app's Vite dev server with hot reload on port 5173, which
// proxies the API paths to port 4000. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ROOT, ensureInstalled, log } from './lib.mjs';

ensureInstalled();
const children = ['@kasuwa/api', '@kasuwa/web'].map((workspace) =>
  spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'dev', '-w', workspace], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
);
log('API on http://localhost:4000, web app with hot reload on http://localhost:5173');

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  // SIGINT: a developer's stop, at once (the API drains for a balancer on SIGTERM).
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  process.exitCode = code;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
