import {
  type ApiResult,
  CORRECTION_MESSAGES,
  type CorrectionConflict,
  type CorrectionSaved,
  MESSAGES,
} from '@trove/contracts';
import {
  type EditorProblems,
  type EditorState,
  changedLines,
  editorProblems,
  lineProblemsOf,
  mergeConflict,
} from './editor-state.ts';

/**
 * What a save came to. `saved` starts the editor again from the new live version; every other
 * outcome gives back the reader's lines (merged with the live text after a conflict), so nothing
 * typed is lost. The same in the browser and in the route's action (without JavaScript).
 */
export type CorrectOutcome =
  | { outcome: 'saved'; message: string; held: boolean }
  | {
      outcome: 'refused' | 'conflict';
      message: string;
      state: EditorState;
      problems: EditorProblems | null;
    };

export interface SaveBody {
  baseVersion: number;
  lines: { no: number; text: string }[];
  comment?: string;
}

/** The save call's body for the editor's state, or the problems to fix first. */
export function saveRequest(
  state: EditorState,
): { ok: true; body: SaveBody } | { ok: false; outcome: CorrectOutcome } {
  const problems = editorProblems(state);
  if (problems)
    return {
      ok: false,
      outcome: {
        outcome: 'refused',
        message: problems.form ?? 'Please correct the lines marked.',
        state,
        problems,
      },
    };
  const comment = state.comment.trim();
  return {
    ok: true,
    body: { baseVersion: state.baseVersion, lines: changedLines(state), ...(comment ? { comment } : {}) },
  };
}

/**
 * A 409's details as the contract gives them (CorrectionConflictSchema), checked by hand: this runs
 * in the browser, which has the contracts' words without their zod schemas (ADR 035).
 */
export function conflictOf(details: unknown): CorrectionConflict | null {
  if (typeof details !== 'object' || details === null) return null;
  const { currentVersion, lines } = details as { currentVersion?: unknown; lines?: unknown };
  if (!Number.isInteger(currentVersion) || !Array.isArray(lines)) return null;
  const valid = (lines as unknown[]).every(
    (line) =>
      typeof line === 'object' &&
      line !== null &&
      Number.isInteger((line as { no?: unknown }).no) &&
      typeof (line as { text?: unknown }).text === 'string',
  );
  return valid
    ? { currentVersion: currentVersion as number, lines: lines as CorrectionConflict['lines'] }
    : null;
}

/** A refusal of the save call in words the reader can act on. */
function failureMessage(status: number, message: string): string {
  if (status === 429) return CORRECTION_MESSAGES.rateLimited;
  // The API's own words: a blocked account, the human check still to pass, a line too long.
  if (status >= 400 && status < 500 && message) return message;
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  return MESSAGES.unexpected('save your correction');
}

/** The outcome of the save call's answer: saved, a conflict merged, or refused with the lines to fix. */
export function saveOutcome(state: EditorState, result: ApiResult<CorrectionSaved>): CorrectOutcome {
  if (result.ok)
    return { outcome: 'saved', message: result.data.message, held: result.data.status === 'held' };
  if (result.status === 409) {
    const conflict = conflictOf(result.details);
    if (conflict)
      return {
        outcome: 'conflict',
        message: CORRECTION_MESSAGES.conflict,
        state: mergeConflict(state, conflict),
        problems: null,
      };
  }
  const lines = result.status === 400 ? lineProblemsOf(result.details, changedLines(state)) : {};
  return {
    outcome: 'refused',
    message: failureMessage(result.status, result.message),
    state,
    problems: Object.keys(lines).length > 0 ? { lines, comment: null, form: null } : null,
  };
}

/** The HTTP status a page answers an outcome with (the action, without JavaScript). */
export function outcomeStatus(outcome: CorrectOutcome, result: ApiResult<CorrectionSaved> | null): number {
  if (outcome.outcome === 'saved') return 200;
  if (outcome.outcome === 'conflict') return 409;
  if (!result || result.ok) return 400;
  return result.status >= 400 && result.status < 500 ? result.status : 502;
}
