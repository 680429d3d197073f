import { stripVTControlCharacters } from 'node:util';

/**
 * The errors vitest caught outside any test, each with the file it ran in: named in the summary,
 * which is all of a long log that some CI views show.
 */
export function unhandledErrors(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const found = [];
  lines.forEach((line, i) => {
    if (!/⎯ (Unhandled Error|Unhandled Rejection|Uncaught Exception) ⎯/.test(line)) return;
    const message = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
    const origin = lines.slice(i + 1, i + 60).find((l) => l.includes('This error originated in'));
    const file = origin?.match(/originated in "([^"]+)"/)?.[1];
    found.push(`unhandled: ${message.trim().slice(0, 200)}${file ? ` (while ${file} ran)` : ''}`);
  });
  return found;
}
