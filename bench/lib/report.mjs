// Figures, the machine they were measured on, and the results files.
//
// A figure is one measured number: `{ id, label, value, unit, max?, min?, pass? }`. With `max` it is
// a target (pass when value <= max), with `min` a floor (pass when value >= min, a Lighthouse
// score), with `within` a band (pass when |value| <= within, a change in percent); without any,
// context for the reader (throughput, first start).
import { cpus, loadavg, totalmem } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const KB = 1024;

/** A figure with a target: passes when `value <= max`. */
export function target(id, label, value, unit, max) {
  return { id, label, value, unit, max, pass: value <= max };
}

/** A figure with a floor: passes when `value >= min` (a score). */
export function atLeast(id, label, value, unit, min) {
  return { id, label, value, unit, min, pass: value >= min };
}

/** A figure with a band: passes when `value` is between `-limit` and `limit` (a change in percent). */
export function within(id, label, value, unit, limit) {
  return { id, label, value, unit, within: limit, pass: Math.abs(value) <= limit };
}

/** A figure without a target. */
export function info(id, label, value, unit) {
  return { id, label, value, unit };
}

export function round(n, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(n * factor) / factor;
}

export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGb: round(totalmem() / KB ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverage: loadAverage(),
  };
}

/** The 1, 5 and 15 minute load averages: how busy the machine was (other work moves the timings). */
export function loadAverage() {
  return loadavg().map((n) => round(n, 2));
}

/** A suite's results before its modules run: when, where, which checkout. */
export function newSuite(checkout) {
  return {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    checkout: {
      root: checkout.root,
      commit: checkout.commit,
      dirty: checkout.dirty,
      server: checkout.server.description,
    },
    modules: [],
  };
}

/** `{ cause: count }` as `cause × count, ...`. */
export function describeCounts(counts) {
  return Object.entries(counts)
    .map(([cause, count]) => `${cause} × ${count}`)
    .join(', ');
}

/** The note on how busy the machine was while the measured `what` ran, and the failures by cause if any. */
export function loadAverageNote(what, { loadAtStart, loadAtEnd }, failures) {
  return (
    `Load average (1, 5, 15 min) when the measured ${what} started: ${loadAtStart.join(', ')}; ` +
    `at the end: ${loadAtEnd.join(', ')}.` +
    (Object.keys(failures).length > 0 ? ` Failures: ${describeCounts(failures)}.` : '')
  );
}

/**
 * Writes `<dir>/<name>.json` and `<dir>/<name>.md`. `suite` is
 * `{ measuredAt, machine, checkout, modules: [{ name, title, figures, notes, error? }] }`.
 */
export function writeResults(dir, name, suite) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(suite, null, 2)}\n`);
  writeFileSync(path.join(dir, `${name}.md`), `${toMarkdown(suite).join('\n')}\n`);
}

function toMarkdown(suite) {
  const { machine: m, checkout: c } = suite;
  const figures = suite.modules.flatMap((mod) => mod.figures);
  const missed = figures.filter((f) => f.pass === false).length;
  const failed = suite.modules.filter((mod) => mod.error).length;
  const lines = [
    '# Benchmarks',
    '',
    `Measured ${suite.measuredAt} by \`npm run bench\` on commit \`${c.commit}\`${c.dirty ? ' (with uncommitted changes)' : ''}.`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB memory, Node ${m.node}, ${m.platform}.`,
    `Load average (1, 5, 15 min) at the start: ${m.loadAverage.join(', ')}; at the end: ${suite.loadAverageAtEnd?.join(', ') ?? '–'}.`,
    `Server: \`${c.server}\`. 1 KB = 1024 bytes, 1 MB = 1024 KB.`,
    '',
    missed === 0 && failed === 0
      ? `**Every target met** (${figures.filter((f) => f.pass !== undefined).length} targets).`
      : `**${missed} target(s) missed${failed > 0 ? `, ${failed} benchmark(s) failed to run` : ''}.**`,
    '',
  ];
  for (const mod of suite.modules) {
    lines.push(`## ${mod.title} (\`bench/${mod.name}.mjs\`)`, '');
    if (mod.error) lines.push(`**Failed to run:** ${mod.error}`, '');
    if (mod.figures.length > 0) {
      lines.push('| Figure | Value | Target | Result |', '|---|---:|---:|---|');
      for (const f of mod.figures)
        lines.push(`| ${f.label} | ${format(f.value, f.unit)} | ${targetCell(f)} | ${resultCell(f)} |`);
      lines.push('');
    }
    for (const note of mod.notes ?? []) lines.push(`- ${note}`);
    if ((mod.notes ?? []).length > 0) lines.push('');
  }
  return lines;
}

export function format(value, unit) {
  if (value === undefined || value === null) return '–';
  return `${value} ${unit}`;
}

export function targetCell(f) {
  if (f.within !== undefined) return `within ±${f.within} ${f.unit}`;
  if (f.min !== undefined) return `≥ ${f.min} ${f.unit}`.trim();
  return f.max === undefined ? '–' : `≤ ${f.max} ${f.unit}`;
}

function resultCell(f) {
  if (f.pass === undefined) return 'info';
  return f.pass ? 'pass' : '**FAIL**';
}
