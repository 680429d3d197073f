import { CODES_STILL_BEING_MADE, DOWNLOAD_LAST_RUN_FIRST } from '@kasuwa/domain';
import { describe, expect, it } from 'vitest';
import { codesLine, latestRunText, newRunRefusal } from './code-run';

const now = new Date('2026-03-10T12:00:00Z');
const done = {
  status: 'DONE' as const,
  requested: 60_000,
  done: 60_000,
  firstSerial: 1,
  csvDownloaded: false,
  pdfDownloaded: false,
  downloadUntil: '2026-03-17T12:00:00Z',
};
const expired = new Date('2026-03-18T00:00:00Z');

describe('latestRunText', () => {
  it('says the codes are ready while a file can still be downloaded', () => {
    expect(latestRunText(done, now)).toBe('60,000 codes ready (units 1 to 60,000).');
    expect(latestRunText({ ...done, csvDownloaded: true }, now)).toBe('60,000 codes ready (units 1 to 60,000).');
  });

  it('says only what was made once both files are taken or past their window', () => {
    const second = { ...done, requested: 500, firstSerial: 60_001, csvDownloaded: true, pdfDownloaded: true };
    expect(latestRunText(second, now)).toBe('Latest run: 500 codes made (units 60,001 to 60,500).');
    expect(latestRunText(done, expired)).toBe('Latest run: 60,000 codes made (units 1 to 60,000).');
  });

  it('says a failed run counts for nothing, and nothing while one is being made', () => {
    expect(latestRunText({ ...done, status: 'FAILED' }, now)).toMatch(/^Making the last 60,000 codes failed/);
    expect(latestRunText({ ...done, status: 'RUNNING', done: 10 }, now)).toBeNull();
  });
});

describe('newRunRefusal', () => {
  it("follows the domain's rule: a run made, neither file taken within its window, waits", () => {
    expect(newRunRefusal(null, now)).toBeNull();
    expect(newRunRefusal({ ...done, status: 'QUEUED', done: 0 }, now)).toBe(CODES_STILL_BEING_MADE);
    expect(newRunRefusal(done, now)).toBe(DOWNLOAD_LAST_RUN_FIRST);
    expect(newRunRefusal({ ...done, pdfDownloaded: true }, now)).toBeNull();
    expect(newRunRefusal({ ...done, csvDownloaded: true }, now)).toBeNull();
    expect(newRunRefusal(done, expired)).toBeNull();
    expect(newRunRefusal({ ...done, status: 'FAILED' }, now)).toBeNull();
  });
});

describe('codesLine', () => {
  const batch = { codesMade: 0, codesRequested: 60_000, codesAvailable: 0 };

  it('counts the codes made and allowed once no run is going on', () => {
    expect(codesLine({ codesMade: 60_000, codesRequested: 60_000, codesAvailable: 0 }, done)).toBe(
      '60,000 made · 0 more allowed (one per unit of the batch).',
    );
    expect(codesLine({ codesMade: 0, codesRequested: 0, codesAvailable: 20_000 }, null)).toBe(
      '0 made · 20,000 more allowed (one per unit of the batch).',
    );
  });

  it("says how far a run is, from the run's own count", () => {
    const running = { ...done, status: 'RUNNING' as const, done: 18_000 };
    expect(codesLine(batch, { ...running, done: 0 })).toBe(
      '0 of 60,000 made so far · 0 more allowed (one per unit of the batch).',
    );
    expect(codesLine(batch, running)).toBe(
      '18,000 of 60,000 made so far · 0 more allowed (one per unit of the batch).',
    );
    // A second run of 500 on a batch of 70,000 whose first 60,000 are made.
    const second = { ...running, requested: 500, done: 200, firstSerial: 60_001 };
    const counts = { codesMade: 60_000, codesRequested: 60_500, codesAvailable: 9_500 };
    expect(codesLine(counts, second)).toBe(
      '60,200 of 60,500 made so far · 9,500 more allowed (one per unit of the batch).',
    );
    // Just queued, before the batch's counts are read again.
    expect(codesLine({ codesMade: 60_000, codesRequested: 60_000, codesAvailable: 10_000 }, second)).toBe(
      '60,200 of 60,500 made so far · 9,500 more allowed (one per unit of the batch).',
    );
  });
});
