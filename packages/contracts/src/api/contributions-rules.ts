import { LIMITS } from '../limits.ts';

/**
 * What tags, notes and lists share that both sides apply: their targets and the panels' texts
 * (spec 02 §2, §5; ADR 012, 015). Without zod, so the browser has them without the schemas (ADR
 * 035).
 */

/** What notes may be attached to (spec 02 §5); organisations are person records, so 'person' serves both. */
export const ANNOTATION_TARGETS = ['work', 'version', 'person', 'list'] as const;
export type AnnotationTarget = (typeof ANNOTATION_TARGETS)[number];

/** Spec texts of the panels. */
export const CONTRIBUTION_MESSAGES = {
  noTags: 'No tags have been added to this record.',
  noItems: (label: string) => `No ${label}s have been added for this record`,
  noteLabel: 'note',
  showAll: 'Show all',
  showLess: 'Show less',
} as const;

/**
 * Answer sizes: notes and containing lists are read newest first up to these numbers, with the
 * total beside them (the spec sets none; ADR 012).
 */
export const CONTRIBUTION_LIMITS = { notesAnswered: 100, listsAnswered: 50 } as const;

/** What a visitor may tag or annotate, as the calls name it (spec 02 §5); an organisation is a person record. */
export const WRITE_TARGETS = ['work', 'version', 'person', 'organisation', 'list'] as const;
export type WriteTarget = (typeof WRITE_TARGETS)[number];

/** The stored target type: organisations are person records (ADR 012). */
export function storedTarget(type: WriteTarget): 'work' | 'version' | 'person' | 'list' {
  return type === 'organisation' ? 'person' : type;
}

/** The human check the product really uses, named where the spec says reCAPTCHA (ADR 015). */
export const HUMAN_CHECK_NAME = 'ALTCHA';

/**
 * Texts of the tag and note panels, word for word from the spec; the one deliberate change names
 * the human check neutrally where the spec names reCAPTCHA (ADR 015).
 */
export const CONTRIBUTION_WRITE_MESSAGES = {
  humanCheckFirst: 'You must prove you are human and pass the human check first.',
  fieldRequired: (field: string) => `The "${field}" field is required`,
  confirmRemoveTag: (tag: string) => `Are you sure you wish to remove the tag '${tag}'?`,
  confirmRemoveNote: 'Are you sure you wish to remove this note?',
  removeTagFailed: 'An unexpected error occurred while removing your tag',
  removeTagAction: 'remove your tag',
  saveTagAction: 'save your tag',
  /** Spec 02 §8 'Note save failure', with the spec's own wording. */
  saveNoteAction: 'saving your note',
  removeNoteAction: 'remove your note',
  privateNeedsSignIn: 'Sign in to add private tags and notes.',
  readOnly: 'Tags cannot be changed while the site is read-only.',
  noteTooLong: (length: number) =>
    `Your note is too long (${length} characters). A note must not be longer than ${LIMITS.noteMax} characters.`,
  noteRemaining: (remaining: number) => `${remaining} characters remaining`,
  noTagNames: 'Enter at least one tag name.',
} as const;
