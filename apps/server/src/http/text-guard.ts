import { controlCharacterProblems } from '@trove/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';
import { validationMessage } from './validation-message.ts';

/**
 * The refusal of text holding control characters (ADR 024) in a request part no schema types
 * field by field: a 400 naming the field, worded as a schema's refusal; null when all is clean.
 * `part` is fastify's name for the part.
 */
export function controlCharacterRefusal(
  value: unknown,
  part: 'params' | 'querystring' | 'body',
): HttpError | null {
  const problems = controlCharacterProblems(value);
  if (problems.length === 0) return null;
  return new HttpError(400, 'validation', validationMessage(problems, part), problems);
}

/**
 * The guard of every API call's address: its path parameters and query string, before any schema
 * reads them. JSON bodies are typed field by field, and their texts carry the contract's own rule.
 */
export function installAddressTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const refusal =
      controlCharacterRefusal(request.params, 'params') ??
      controlCharacterRefusal(request.query, 'querystring');
    if (refusal) throw refusal;
  });
}
