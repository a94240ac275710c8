import { z } from 'zod';
import {
  ModerationBodySchema,
  ModerationLogPageSchema,
  ModerationLogQuerySchema,
  ModerationPageSchema,
  ModerationQuerySchema,
  ModerationResultSchema,
} from '../api/moderation.ts';
import { MODERATION_ACTIONS, type ModerationActionName } from '../api/moderation-rules.ts';
import { recordId } from '../input.ts';
import { endpoint } from './endpoint.ts';
import { perMember } from './per-member.ts';

/**
 * Spec 03 §7 GET /annotation/ (filters) for content managers, and beyond the spec hiding, deleting
 * and restoring notes and tags with a reason, and their log (issue 16 §5, ADR 045).
 */

const ACTION_SUMMARY: Record<ModerationActionName, string> = {
  hide: 'Hide',
  delete: 'Delete (kept, and restorable)',
  restore: 'Restore a hidden or deleted',
};

function actionsOn(kind: 'note' | 'tag') {
  const base = kind === 'note' ? '/annotation' : '/tag';
  return perMember(MODERATION_ACTIONS, (action) =>
    endpoint({
      method: 'POST',
      path: `${base}/:id/${action}`,
      group: 'moderation',
      summary: `${ACTION_SUMMARY[action]} ${kind} with a reason (content managers)`,
      description:
        'The reason (required, at most 1000 characters) is kept in the moderation log with who acted and when.',
      params: z.object({ id: recordId(kind) }),
      body: ModerationBodySchema,
      response: ModerationResultSchema,
      errors: [400, 401, 403, 404],
    }),
  );
}

export const moderation = {
  items: endpoint({
    method: 'GET',
    path: '/annotation/',
    group: 'moderation',
    summary: 'Notes or tags for content managers to review, by user name',
    description:
      'type (note, tag; note by default), visibility (both, public, private; both by default), sort by user (ASC, DESC; ASC by default), state (all, visible, hidden, deleted; all by default), page (from 0) and size (at most 100, 20 by default). Content managers only.',
    query: ModerationQuerySchema,
    response: ModerationPageSchema,
    errors: [400, 401, 403],
  }),
  log: endpoint({
    method: 'GET',
    path: '/annotation/moderationLog',
    group: 'moderation',
    summary: 'The moderation log, newest first: who hid, deleted or restored which note or tag, when and why',
    description:
      'itemType and itemId narrow it to one item; page (from 0) and size (at most 100). Content managers only.',
    query: ModerationLogQuerySchema,
    response: ModerationLogPageSchema,
    errors: [400, 401, 403],
  }),
};

/** `moderateNote.hide`, `moderateTag.restore` … */
export const moderateNote = actionsOn('note');
export const moderateTag = actionsOn('tag');
