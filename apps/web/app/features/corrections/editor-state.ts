import {
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  type ArticleLine,
  type CorrectionConflict,
} from '@trove/contracts';

/**
 * The correction editor's state (issue 17 §1), kept apart from React so the same rules run in the
 * route's action (the form works without JavaScript) and in the browser, and are unit-tested.
 */

/** One line as the reader edits it. */
export interface EditorLine {
  /** Zero-based; shown as "Line no+1". */
  no: number;
  paragraph: number;
  /** The line's text in the version the reader works against (baseVersion): Escape restores it. */
  was: string;
  /** What the reader has typed. */
  text: string;
  /** After a conflict: the text someone else saved meanwhile on a line the reader changed too. */
  theirs: string | null;
}

export interface EditorState {
  baseVersion: number;
  lines: EditorLine[];
  comment: string;
}

/** A fresh editor over the lines the API gave. */
export function editorStateOf(version: number, lines: readonly ArticleLine[]): EditorState {
  return {
    baseVersion: version,
    comment: '',
    lines: lines.map((line) => ({
      no: line.no,
      paragraph: line.paragraph,
      was: line.text,
      text: line.text,
      theirs: null,
    })),
  };
}

export const isChanged = (line: EditorLine): boolean => line.text !== line.was;

/** The lines to send: only those the reader changed, as the save call takes them. */
export function changedLines(state: EditorState): { no: number; text: string }[] {
  return state.lines.filter(isChanged).map(({ no, text }) => ({ no, text }));
}

/** The lines grouped by paragraph, in order, for one fieldset each. */
export function paragraphsOf(lines: readonly EditorLine[]): EditorLine[][] {
  const groups: EditorLine[][] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last[0]?.paragraph === line.paragraph) last.push(line);
    else groups.push([line]);
  }
  return groups;
}

/** What the reader must fix before a save can go: by line number, or the comment, or nothing changed. */
export interface EditorProblems {
  lines: Record<number, string>;
  comment: string | null;
  form: string | null;
}

export function editorProblems(state: EditorState): EditorProblems | null {
  const lines: Record<number, string> = {};
  for (const line of state.lines)
    if (isChanged(line) && line.text.length > CORRECTION_LIMITS.lineMax)
      lines[line.no] = CORRECTION_MESSAGES.lineTooLong(CORRECTION_LIMITS.lineMax);
  const comment =
    state.comment.trim().length > CORRECTION_LIMITS.commentMax
      ? CORRECTION_MESSAGES.commentTooLong(CORRECTION_LIMITS.commentMax)
      : null;
  const form = changedLines(state).length === 0 ? CORRECTION_MESSAGES.noChange : null;
  if (Object.keys(lines).length === 0 && !comment && !form) return null;
  return { lines, comment, form };
}

/**
 * After a 409: the editor moves to the live version. A line the reader left alone takes the live
 * text; a line only the reader changed keeps their text; a line both changed keeps the reader's
 * text, still editable, with theirs shown beside it (unless both typed the same). Saving again
 * then sends the reader's changes against the live version.
 */
export function mergeConflict(state: EditorState, conflict: CorrectionConflict): EditorState {
  const live = new Map(conflict.lines.map((line) => [line.no, line.text]));
  return {
    ...state,
    baseVersion: conflict.currentVersion,
    lines: state.lines.map((line) => {
      const theirs = live.get(line.no);
      if (theirs === undefined) return line;
      if (!isChanged(line) || line.text === theirs)
        return { ...line, was: theirs, text: theirs, theirs: null };
      return { ...line, was: theirs, theirs };
    }),
  };
}

/** Field names of the editor's form: one set per line, so the action can rebuild the state. */
export const FIELD = {
  baseVersion: 'baseVersion',
  comment: 'comment',
  text: (no: number) => `line-${no}`,
  was: (no: number) => `was-${no}`,
  paragraph: (no: number) => `paragraph-${no}`,
  theirs: (no: number) => `theirs-${no}`,
} as const;

const LINE_FIELD = /^line-(\d{1,6})$/;
const MAX_FORM_LINES = 20_000;

const integer = (value: FormDataEntryValue | null): number | null => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
};

/**
 * The editor's state from a posted form (every line, as a browser without JavaScript sends it);
 * null when the form is not the editor's.
 */
export function editorStateFromForm(form: FormData): EditorState | null {
  const baseVersion = integer(form.get(FIELD.baseVersion));
  if (baseVersion === null) return null;
  const lines: EditorLine[] = [];
  for (const [name, value] of form.entries()) {
    const match = LINE_FIELD.exec(name);
    if (!match || typeof value !== 'string') continue;
    const no = Number(match[1]);
    const was = form.get(FIELD.was(no));
    const paragraph = integer(form.get(FIELD.paragraph(no)));
    const theirs = form.get(FIELD.theirs(no));
    if (typeof was !== 'string' || paragraph === null) return null;
    lines.push({ no, paragraph, was, text: value, theirs: typeof theirs === 'string' ? theirs : null });
    if (lines.length > MAX_FORM_LINES) return null;
  }
  if (lines.length === 0) return null;
  lines.sort((a, b) => a.no - b.no);
  const comment = form.get(FIELD.comment);
  return { baseVersion, lines, comment: typeof comment === 'string' ? comment : '' };
}

/**
 * A 400's field errors (`details: [{ path: '/lines/3/text', message }]`) by line number: the
 * index in the path is the position among the lines sent.
 */
export function lineProblemsOf(details: unknown, sent: readonly { no: number }[]): Record<number, string> {
  const problems: Record<number, string> = {};
  if (!Array.isArray(details)) return problems;
  for (const detail of details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const index = /^\/?lines\/(\d+)/.exec(path)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line) problems[line.no] = message;
  }
  return problems;
}
