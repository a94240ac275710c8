import type { ListProblem } from '@trove/contracts';

/** The forms of the manage page, named by the hidden `intent` field each posts. */
export const MANAGE_INTENTS = [
  'details',
  'thumbnail',
  'move',
  'removeItem',
  'note',
  'addUrl',
  'accept',
  'decline',
  'block',
  'unblock',
  'role',
  'removeCollaborator',
  'leave',
  'transfer',
  'delete',
] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

export const INTENT_FIELD = 'intent';
/** 'yes' once the visitor has answered a spec 03 §4 confirmation (the dialog, or the step page). */
export const CONFIRM_FIELD = 'confirm';

/** What a posted form answers: done, refused (with the field problems), or a confirmation to answer. */
export type ManageActionData =
  | {
      ok: true;
      intent: ManageIntent;
      message: string;
      item?: string;
      /** The move control used ('up', 'down', 'seq'), where focus goes back. */
      via?: string;
    }
  | {
      ok: false;
      intent: ManageIntent;
      message: string;
      /** The item or person the failure is about, so the message shows beside it. */
      item?: string;
      problems?: ListProblem<string>[];
      /** The HTTP status of the answer: 400 for a refused form, else the API's. */
      status?: number;
    }
  | { confirm: { question: string[]; confirmLabel: string; fields: [string, string][] } };

/** The thumbnails shown so far ('Show more' adds 50), in list order. */
export interface ThumbnailChoice {
  thumbnails: { itemId: string; url: string }[];
  total: number;
  pages: number;
}
