/** What the worker tells the page about the catalogue reads it answered (`app/offline.ts` listens). */
export const READ_ANSWERED = 'kasuwa:read-answered';

export interface ReadAnswered {
  type: typeof READ_ANSWERED;
  /** True when the network failed and the answer is the one kept from an earlier visit. */
  fromCache: boolean;
}
