/**
 * A spreadsheet refused for what it is; `message` is fit to show to the person who sent it. Kept
 * apart from the reader so the main thread can know it without loading the spreadsheet library.
 */
export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 422 | 503,
  ) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}
