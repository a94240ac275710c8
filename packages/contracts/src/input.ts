import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * What every request may hold, whatever the call (ADR 024): ids within the range of the stores'
 * id columns, and text without control characters. Both stores must answer alike, and PostgreSQL
 * refuses what SQLite silently keeps (an `integer` above 2³¹−1, a NUL in `text`).
 */

/** The largest id: ids are PostgreSQL `integer` columns (SQLite's are wider, but must not differ). */
export const ID_MAX = 2_147_483_647;

/**
 * Messages of the two rules. They start 'Invalid' like zod's own, so the server puts the field's
 * name in front of them ('tags/0/content: Invalid text: …').
 */
export const INPUT_MESSAGES = {
  id: `Invalid id: an id is a whole number from 1 to ${ID_MAX}`,
  controlCharacter: (codePoint: number) =>
    `Invalid text: it holds the control character U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}; only tab and line breaks are allowed`,
} as const;

/** Digits only, no sign, no leading zero: the one way an id is written in an address. */
const ID_TEXT = /^[1-9]\d{0,9}$/;

/** Whether text from an address names an id: 1 to ID_MAX, written plainly. */
export function isIdText(text: string): boolean {
  return ID_TEXT.test(text) && Number(text) <= ID_MAX;
}

/** An id in a request body: a whole number from 1 to ID_MAX; anything else is a 400 naming the field. */
export const IdSchema = z
  .number({ error: INPUT_MESSAGES.id })
  .int({ error: INPUT_MESSAGES.id })
  .min(1, { error: INPUT_MESSAGES.id })
  .max(ID_MAX, { error: INPUT_MESSAGES.id });

/** Marks the issue of an address id that names nothing: the server answers it 404, not 400. */
export const NOT_FOUND_ISSUE = 'recordNotFound';

/**
 * An id in an address (path or query), kept as the text it was written as. Text that cannot name
 * a record (out of range, not digits) is a missing record: the server answers 404 with the spec's
 * 'A(n) {record} with {id} could not be found'.
 */
export function recordIdText(record: string) {
  return z.string().check((ctx) => {
    if (isIdText(ctx.value)) return;
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      message: MESSAGES.notFound(record, ctx.value),
      params: { [NOT_FOUND_ISSUE]: true },
    });
  });
}

/** As recordIdText, read as a number. */
export function recordId(record: string) {
  return recordIdText(record).transform(Number);
}

/** Whether a validation issue's params mark an address id that names nothing. */
export function isNotFoundIssue(params: unknown): boolean {
  return typeof params === 'object' && params !== null && Object.hasOwn(params, NOT_FOUND_ISSUE);
}

/**
 * Control characters (Unicode Cc) other than tab, line feed and carriage return (a textarea posts
 * CRLF). PostgreSQL refuses NUL in text; none of them belongs in anything a person writes.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The first forbidden control character's code point, or null when the text is clean. */
export function controlCharacterIn(text: string): number | null {
  const found = CONTROL_CHARACTER.exec(text);
  return found ? found[0].charCodeAt(0) : null;
}

/** The refinement every request text carries (`text()`); one instance, so tests can find it. */
export const NO_CONTROL_CHARACTERS = z.check<string>((ctx) => {
  const codePoint = controlCharacterIn(ctx.value);
  if (codePoint === null) return;
  ctx.issues.push({
    code: 'custom',
    input: ctx.value,
    message: INPUT_MESSAGES.controlCharacter(codePoint),
    // Not fatal: a union then tells the option that only failed this check from the ones that
    // do not fit at all, and names this field rather than 'Invalid input'.
    continue: true,
  });
});

/** Text in a request: a string without control characters (other than tab and line breaks). */
export function text() {
  return z.string().check(NO_CONTROL_CHARACTERS);
}

/** One refused value: where it is (a JSON pointer, '/keyword', '/tags/0/content') and why. */
export interface TextProblem {
  path: string;
  message: string;
}

/**
 * Every string in a parsed query string, path or form (nested objects and arrays too) that holds a
 * control character: the guard for request parts that no schema types field by field.
 */
export function controlCharacterProblems(value: unknown, path = ''): TextProblem[] {
  if (typeof value === 'string') {
    const codePoint = controlCharacterIn(value);
    return codePoint === null
      ? []
      : [{ path: path || '/', message: INPUT_MESSAGES.controlCharacter(codePoint) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => controlCharacterProblems(item, `${path}/${i}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => controlCharacterProblems(item, `${path}/${key}`));
  return [];
}
