// `npm start`: install if needed, build the web app and the API if stale, then run the compiled API
// in production mode (it migrates, seeds the demo data into the embedded database and serves the
// web app). Node built-ins only: works on a fresh clone.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import {
  API_ENTRY,
  API_ENV,
  API_NODE_ARGS,
  ROOT,
  ensureApiBuilt,
  ensureInstalled,
  ensureWebBuilt,
  log,
} from './lib.mjs';

try {
  ensureInstalled();
  ensureWebBuilt();
  ensureApiBuilt();
} catch (error) {
  console.error(`[kasuwa] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

log('Starting the API: node apps/api/dist/main.js');
const child = spawn(process.execPath, [...API_NODE_ARGS, API_ENTRY], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...API_ENV, ...process.env },
});

// Ctrl-C in a terminal reaches the child too (same process group); forwarding covers `kill <pid>`,
// process managers and containers. A second signal while waiting is forwarded as well.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`[kasuwa] Could not start the API: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: exit the conventional way (128 + signal number).
  process.exit(128 + (constants.signals[signal] ?? 1));
});
