import { MESSAGES } from '@trove/contracts';

/**
 * What went wrong, in the domain's words. Services throw these; only the HTTP error handler
 * (http/error-handler.ts) turns a kind into a status.
 */
export type DomainErrorKind =
  | 'not_found'
  | 'gone'
  | 'moved'
  | 'unauthenticated'
  | 'refused'
  | 'invalid'
  | 'conflict'
  | 'too_many'
  | 'unavailable'
  | 'broken';

/** The `error` code each kind answers unless the failure names a more precise one. */
const DEFAULT_CODES: Record<DomainErrorKind, string> = {
  not_found: 'not_found',
  gone: 'deleted',
  moved: 'moved',
  unauthenticated: 'unauthorised',
  refused: 'forbidden',
  invalid: 'invalid',
  conflict: 'conflict',
  too_many: 'rate_limited',
  unavailable: 'unavailable',
  broken: 'internal',
};

/**
 * A failure with the spec's message, a machine code (the API's `error` field) and optional
 * details (for a 'moved' failure, where the thing lives now).
 */
export class DomainError extends Error {
  readonly code: string;
  readonly details: unknown;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: { code?: string; details?: unknown } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = options.code ?? DEFAULT_CODES[kind];
    this.details = options.details;
  }
}

/** Whether a failure is the request's own doing (it fails the same way every time it is made). */
export function isCallersFault(error: unknown): boolean {
  return error instanceof DomainError && error.kind !== 'unavailable' && error.kind !== 'broken';
}

export function notFound(message: string = MESSAGES.resourceNotFound, code?: string): DomainError {
  return new DomainError('not_found', message, { code });
}

/** A record that is not there, worded as the spec's shared handler words it. */
export function recordNotFound(record: string, id: string): DomainError {
  return notFound(MESSAGES.notFound(record, id));
}

/** A record that was there and has been deleted; details say what became of it. */
export function recordDeleted(record: string, id: string, details?: unknown): DomainError {
  return new DomainError('gone', MESSAGES.deleted(record, id), { details });
}

export function gone(message: string, code: string): DomainError {
  return new DomainError('gone', message, { code });
}

/** The caller must sign in first. */
export function unauthenticated(message: string = MESSAGES.noPermission): DomainError {
  return new DomainError('unauthenticated', message);
}

/** The caller is known and may not do this. */
export function refused(message: string = MESSAGES.noPermission, code?: string): DomainError {
  return new DomainError('refused', message, { code });
}

export function invalid(message: string, options: { code?: string; details?: unknown } = {}): DomainError {
  return new DomainError('invalid', message, options);
}

export function conflict(message: string, code?: string): DomainError {
  return new DomainError('conflict', message, { code });
}

/**
 * The caller has done this too often lately: they should wait before trying again (when known,
 * how many seconds: answered as Retry-After too).
 */
export function tooMany(message: string, code?: string, retryAfterSeconds?: number): DomainError {
  return new DomainError('too_many', message, {
    code,
    ...(retryAfterSeconds === undefined ? {} : { details: { retryAfterSeconds } }),
  });
}

export function unavailable(message: string): DomainError {
  return new DomainError('unavailable', message);
}

/** The thing asked for lives elsewhere now; `where` names it. */
export function moved(message: string, code: string, where: unknown): DomainError {
  return new DomainError('moved', message, { code, details: where });
}

/** Stored data the service cannot use: the portal's fault, not the caller's. */
export function broken(message: string, code: string, details?: unknown): DomainError {
  return new DomainError('broken', message, { code, details });
}
