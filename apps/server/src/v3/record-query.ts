import { type RawQuery, parseV3RecordQuery as parse } from '@trove/contracts';
import { invalid } from '../domain/errors.ts';

/** A record call's reclevel, include and encoding; a bad one is v3's 400. */
export function parseV3RecordQuery(raw: RawQuery): ReturnType<typeof parse> {
  const read = parse(raw);
  const [problem] = read.problems;
  if (problem) throw invalid(problem.message, { code: 'validation' });
  return read;
}
