import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { unhandledErrors } from './vitest-output.mjs';

// Read from a real vitest run, so that a change in vitest's output fails here, not silently in CI.
const dir = mkdtempSync(path.join(tmpdir(), 'kasuwa-vitest-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function vitestOutput(files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--globals'],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '1' } },
  );
  return { code: run.status, output: run.stdout + run.stderr };
}

describe('unhandledErrors', () => {
  it('names each error vitest caught outside a test, with the file that was running', () => {
    const { code, output } = vitestOutput({
      'quiet.test.js': "it('passes', () => {});\n",
      'leaky.test.js':
        "it('passes but leaves a rejection', () => { void Promise.reject(new Error('left behind')); });\n",
      // As a pg pool with no error listener does when the server ends one of its connections.
      'throwing.test.js':
        "it('passes but throws later', async () => { setTimeout(() => { throw new Error('thrown later'); }); await new Promise((r) => setTimeout(r, 50)); });\n",
    });
    expect(code).toBe(1);
    expect(unhandledErrors(output).sort()).toEqual([
      'unhandled: Error: left behind (while leaky.test.js ran)',
      'unhandled: Error: thrown later (while throwing.test.js ran)',
    ]);
  }, 60_000);

  it('finds nothing in a clean run', () => {
    expect(unhandledErrors('\n Test Files  2 passed (2)\n      Tests  2 passed (2)\n')).toEqual([]);
  });
});
