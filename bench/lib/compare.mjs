// A before/after table of two suite results (results/<name>.json), figure by figure.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, targetCell } from './report.mjs';

/** Writes `file`: every figure of `after` beside the same figure of `before`, and its target. */
export function writeComparison(beforeFile, afterFile, file) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
  const after = JSON.parse(readFileSync(afterFile, 'utf8'));
  const beforeById = new Map(before.modules.flatMap((m) => m.figures).map((f) => [f.id, f]));
  const lines = [
    `# Before and after: \`${before.checkout.commit}\` → \`${after.checkout.commit}\``,
    '',
    `- Before: commit \`${before.checkout.commit}\`, measured ${before.measuredAt}, server \`${before.checkout.server}\`.`,
    `- After: commit \`${after.checkout.commit}\`${after.checkout.dirty ? ' (with uncommitted changes)' : ''}, measured ${after.measuredAt}, server \`${after.checkout.server}\`.`,
    `- Machine: ${after.machine.cpu}, ${after.machine.cores} cores, ${after.machine.memoryGb} GB, Node ${after.machine.node}.`,
    `- Load average (1, 5, 15 min) at the start of each run, before: ${before.machine.loadAverage?.join(', ') ?? '–'}; after: ${after.machine.loadAverage?.join(', ') ?? '–'}.`,
    '',
    '| Figure | Before | After | Target | After meets it |',
    '|---|---:|---:|---:|---|',
  ];
  for (const mod of after.modules) {
    for (const f of mod.figures) {
      const old = beforeById.get(f.id);
      const beforeCell = old ? format(old.value, old.unit) : '–';
      const verdict = f.pass === undefined ? 'info' : f.pass ? 'yes' : '**no**';
      lines.push(`| ${f.label} | ${beforeCell} | ${format(f.value, f.unit)} | ${targetCell(f)} | ${verdict} |`);
    }
  }
  const failedBefore = before.modules.filter((m) => m.error);
  for (const m of failedBefore) lines.push('', `Before, \`${m.name}\` failed to run: ${m.error}`);
  writeFileSync(file, `${lines.join('\n')}\n`);
}
