import { isIdText } from '@trove/contracts';
import { recordNotFound } from '../domain/errors.ts';

/**
 * A refusal of the HTTP layer itself (a form from another site, a malformed address), with the
 * status it answers. Services throw domain errors (domain/errors.ts) instead.
 */
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

/**
 * Reads a record id from an address (the route's schema, recordIdText, has already checked it);
 * anything else cannot name a record, so it is a 404.
 */
export function parseRecordId(record: string, raw: string): number {
  if (!isIdText(raw)) throw recordNotFound(record, raw);
  return Number(raw);
}
