/** Refusals the API gives on purpose; each becomes a GraphQL error with `extensions.code`. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'QUOTA_EXCEEDED';

/** The HTTP status of each refusal, for the endpoints that are not GraphQL. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 409,
};

/** A set-up problem that stops the server from starting; its message tells the operator what to fix. */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The input field the message is about, when there is one. */
    readonly field?: string,
    /** Every broken rule when there were several (the message is the first). */
    readonly issues?: { field: string; message: string }[],
    /** For RATE_LIMITED: when trying again can succeed (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
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
export const conflict = (message: string, field?: string) => new DomainError('CONFLICT', message, field);
export const quotaExceeded = (message: string, field?: string) => new DomainError('QUOTA_EXCEEDED', message, field);
export const rateLimited = (
  retryAfterSeconds: number,
  message = `Too many attempts. ${tryAgainIn(retryAfterSeconds)}`,
) => new DomainError('RATE_LIMITED', message, undefined, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** "Try again in 14 minutes." — rounded up, in the largest unit that reads naturally. */
export function tryAgainIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return `Try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
}
