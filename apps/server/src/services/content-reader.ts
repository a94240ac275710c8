import type { z } from 'zod';
import { broken } from '../domain/errors.ts';
import { withProduct } from '../content/stored.ts';

/**
 * Parses a stored content document. Content is edited by operators, so a broken document is a
 * server-side problem reported as such (and logged with the key), never a crash.
 */
export function parseStored<S extends z.ZodType>(
  schema: S,
  json: string,
  where: string,
  productName: string,
): z.output<S> {
  let raw: unknown;
  try {
    raw = withProduct(json, productName);
  } catch {
    throw broken(`The stored content ${where} is not valid JSON.`, 'content_invalid');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw broken(
      `The stored content ${where} does not have the expected shape.`,
      'content_invalid',
      parsed.error.issues,
    );
  return parsed.data;
}
