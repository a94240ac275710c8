/**
 * The message of a request that failed its schema: the first problem as written for people (the
 * contracts' own words, such as 'Your note is too long (201 characters). …'), with no path or
 * prefix in front; where each problem is stays in `details[].path`. zod's generic wording ('Invalid
 * input: expected number, received string') says what is wrong but not where, so it names the field.
 */

export interface ValidationProblem {
  /** JSON pointer of the value at fault: '/note', '/tags/0/content'; '/' for the whole part. */
  path: string;
  message: string;
}

/** zod's English defaults (zod/v4/locales/en): generic, never a contract's own words. */
const GENERIC = /^(Invalid\b|Too (big|small):|Unrecognized keys?:)/;

/** What fastify names the request part: body, querystring, params, headers. */
const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'request headers',
};

export function validationMessage(problems: readonly ValidationProblem[], part: string | undefined): string {
  const partName = PART_NAMES[part ?? ''] ?? 'request';
  const [first] = problems;
  if (!first) return `The ${partName} is not valid.`;
  if (!GENERIC.test(first.message)) return first.message;
  const field = first.path.replace(/^\//, '');
  return field === '' ? `The ${partName} is not valid: ${first.message}` : `${field}: ${first.message}`;
}
