import { z } from 'zod';
import { UserContributionParamsSchema } from '../api/contributions.ts';
import { ANNOTATION_TARGETS, WRITE_TARGETS } from '../api/contributions-rules.ts';
import {
  AddNoteBodySchema,
  AnnotationSchema,
  AnnotationsSchema,
  NoteBodySchema,
  RemoveNoteSchema,
  UserNotesQuerySchema,
  UserNotesSchema,
} from '../api/notes.ts';
import { recordId, recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';
import { perMember } from './per-member.ts';

// The spec calls notes annotations: its paths say annotation, the code says note.
const noteId = z.object({ id: recordId('note') });

/** Spec 01 §7, 02 §7 and 03 §7: notes on works, versions, people, organisations and lists. */
export const notes = {
  change: endpoint({
    method: 'PUT',
    path: '/annotation/:id',
    group: 'contributions',
    summary: 'Change one of your own notes',
    params: noteId,
    body: NoteBodySchema,
    response: AnnotationSchema,
    errors: [400, 401, 403, 404],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/annotation/:id',
    group: 'contributions',
    summary: 'Remove one of your own notes; result false when there is no such note',
    params: noteId,
    response: RemoveNoteSchema,
    errors: [400, 401, 403, 404],
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/annotation/user/:user',
    group: 'contributions',
    summary: 'A user’s public notes, or all of their own to themselves, last changed first',
    description: 'startPos and pageSize (at most 100, 20 by default) page.',
    params: UserContributionParamsSchema,
    query: UserNotesQuerySchema,
    response: UserNotesSchema,
    errors: [400, 404],
  }),
};

/** Notes on one record, by its type: `notesOn.work({ id })`. */
export const notesOn = perMember(ANNOTATION_TARGETS, (type) =>
  endpoint({
    method: 'GET',
    path: `/annotation/${type}/:id`,
    group: 'contributions',
    summary: `Notes on a ${type === 'person' ? 'person or organisation' : type}, newest first`,
    description:
      'Public notes, plus the caller’s own private ones. A private list is answered as missing (404) to anyone but its owner.',
    // Any text may arrive as an id; one that cannot name a record is answered like a missing record.
    params: z.object({ id: recordIdText(type) }),
    response: AnnotationsSchema,
    errors: [404, 410, 500],
  }),
);

/** Adds a note to a record of the type: `addNote.work({ body })`. */
export const addNote = perMember(WRITE_TARGETS, (type) =>
  endpoint({
    method: 'POST',
    path: `/annotation/${type}`,
    group: 'contributions',
    summary: `Add a note to a ${type} (plain text, at most 4000 characters)`,
    body: AddNoteBodySchema,
    response: AnnotationSchema,
    errors: [400, 401, 403, 404, 410],
  }),
);
