import { describe, expect, it } from 'vitest';
import { workerFile } from './worker-file';

const names = { source: 'spreadsheet.worker.ts', built: 'spreadsheet-worker.js' };

describe('workerFile', () => {
  it('runs the TypeScript source beside its caller, through tsx, when the caller is source', () => {
    expect(workerFile('file:///app/src/modules/retailers/spreadsheet-reader.ts', names)).toEqual({
      filename: 'file:///app/src/modules/retailers/spreadsheet.worker.ts',
      execArgv: ['--import', 'tsx'],
    });
  });

  it('runs the built entry beside the bundle (main.js or one of its chunks) in production', () => {
    for (const caller of ['file:///app/dist/main.js', 'file:///app/dist/chunk-ABC123.js']) {
      expect(workerFile(caller, names)).toEqual({
        filename: 'file:///app/dist/spreadsheet-worker.js',
        execArgv: undefined,
      });
    }
  });
});
