import { LIMITS } from '../limits.ts';
import { CONTRIBUTION_WRITE_MESSAGES } from './contributions-rules.ts';

/**
 * A note's length and its form's problem, which the API finds the same way (spec 02 §2 Notes
 * panel). Without zod, so the browser has them without the schemas (ADR 035).
 */

/** Characters left in a note, and whether the form warns (800 or fewer left) or refuses (over 4000). */
export function noteLengthState(content: string): { remaining: number; warn: boolean; tooLong: boolean } {
  const remaining = LIMITS.noteMax - content.length;
  return { remaining, warn: remaining <= LIMITS.noteWarnRemaining, tooLong: remaining < 0 };
}

/** The first problem with a note's fields, in the spec's words, or null when it may be saved. */
export function noteProblem(content: string, visibility: string | null | undefined): string | null {
  if (content.trim() === '') return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('content');
  if (visibility !== 'public' && visibility !== 'private')
    return CONTRIBUTION_WRITE_MESSAGES.fieldRequired('visibility');
  if (noteLengthState(content).tooLong) return CONTRIBUTION_WRITE_MESSAGES.noteTooLong(content.length);
  return null;
}
