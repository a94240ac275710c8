import { MESSAGES, isNotFoundIssue } from '@trove/contracts';
import { SearchUnavailable } from '@trove/search';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind, unavailable } from '../domain/errors.ts';
import { HttpError } from './errors.ts';
import { validationMessage } from './validation-message.ts';

/** The one place a domain failure becomes an HTTP status. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  not_found: 404,
  gone: 410,
  moved: 301,
  unauthenticated: 401,
  refused: 403,
  invalid: 400,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
  broken: 500,
};

/** The status and `{ error, message, details? }` body a known failure answers. */
export function answerOf(error: DomainError | HttpError): { status: number; body: Record<string, unknown> } {
  const status = error instanceof DomainError ? STATUS_OF[error.kind] : error.status;
  // Details of a server-side failure go to the log, not to the client.
  const details = status < 500 && error.details !== undefined ? { details: error.details } : {};
  return { status, body: { error: error.code, message: error.message, ...details } };
}

/**
 * A failure with a known answer: the domain's and HTTP's own, and the search engine out of reach
 * (a SolrCloud shard down, ADR 055), which any route that searches answers 503.
 */
export function knownFailure(error: unknown): DomainError | HttpError | null {
  if (error instanceof DomainError || error instanceof HttpError) return error;
  if (error instanceof SearchUnavailable) return unavailable(MESSAGES.searchUnavailable);
  return null;
}

/** The seconds a refusal for doing something too often asks the caller to wait, when it says. */
function retryAfterOf(error: DomainError | HttpError): number | null {
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  return typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : null;
}

/** Every failure leaves as JSON `{ error, message, details? }`; internals stay in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id in the address that cannot name a record is a missing record (ADR 024).
      const missing = error.validation.find((v) => isNotFoundIssue(v.params.params));
      if (missing) return reply.code(404).send({ error: 'not_found', message: missing.message });
      const details = error.validation.map((v) => ({
        path: v.instancePath || '/',
        message: v.message ?? 'Invalid value',
      }));
      const message = validationMessage(details, error.validationContext);
      return reply.code(400).send({ error: 'validation', message, details });
    }
    const known = knownFailure(error);
    if (known) {
      const { status, body } = answerOf(known);
      const wait = retryAfterOf(known);
      if (wait !== null && !reply.hasHeader('retry-after')) reply.header('retry-after', wait);
      if (status >= 500) request.log.error({ err: error, details: known.details }, known.message);
      return reply.code(status).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send({ error: 'internal', message: MESSAGES.unexpected('answer this request') });
    }
    // Fastify's own client errors (bad JSON, body too large …) keep their 4xx status.
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status < 500)
      return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: MESSAGES.unexpected('answer this request') });
  });
}
