import { describe, expect, it } from 'vitest';
import { codeFileState, codeFileUrl, formatWhen } from './code-files';

const now = new Date('2026-03-10T12:00:00Z');
const generation = { csvDownloaded: false, pdfDownloaded: true, downloadUntil: '2026-03-17T12:00:00Z' };

describe('code files', () => {
  it('points at the API’s one-time downloads', () => {
    expect(codeFileUrl('b1', 'csv')).toBe('/batches/b1/codes.csv');
    expect(codeFileUrl('b1', 'pdf')).toBe('/batches/b1/codes.pdf');
  });

  it('tells a file still to take from one taken or past its window', () => {
    expect(codeFileState(generation, 'csv', now)).toBe('available');
    expect(codeFileState(generation, 'pdf', now)).toBe('downloaded');
    expect(codeFileState(generation, 'csv', new Date('2026-03-17T12:00:00Z'))).toBe('closed');
    expect(codeFileState(generation, 'pdf', new Date('2026-03-18T00:00:00Z'))).toBe('downloaded');
  });

  it('shows the deadline in Lagos time', () => {
    expect(formatWhen('2026-03-17T12:00:00Z')).toBe('17 Mar 2026, 13:00');
  });
});
