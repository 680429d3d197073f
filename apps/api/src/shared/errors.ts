/** Refusals the API gives on purpose; each becomes a GraphQL error with `extensions.code`. */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, when there is one. */
    readonly field?: string,
    /** Every broken rule when there were several (the message is the first). */
    readonly issues?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = (message = 'You must be logged in to do that.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new DomainError('FORBIDDEN', message);
export const badInput = (message: string, field?: string) => new DomainError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
