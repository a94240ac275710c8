import { MESSAGES, isIdText } from '@trove/contracts';

/** An error that knows its HTTP status and the `{ error, message, details? }` body it becomes. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 404 for a record, worded as the spec's shared handler words it. */
export function recordNotFound(record: string, id: string): HttpError {
  return new HttpError(404, 'not_found', MESSAGES.notFound(record, id));
}

export function recordDeleted(record: string, id: string): HttpError {
  return new HttpError(410, 'deleted', MESSAGES.deleted(record, id));
}

export function notFound(message: string = MESSAGES.resourceNotFound): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function unavailable(message: string): HttpError {
  return new HttpError(503, 'unavailable', message);
}

/**
 * Reads a record id from an address (the route's schema, recordIdText, has already checked it);
 * anything else cannot name a record, so it is a 404.
 */
export function parseRecordId(record: string, raw: string): number {
  if (!isIdText(raw)) throw recordNotFound(record, raw);
  return Number(raw);
}
