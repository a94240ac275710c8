import { z } from 'zod';
import {
  ArticleLinesSchema,
  BlockBodySchema,
  CorrectionBlocksSchema,
  CorrectionBodySchema,
  CorrectionConflictSchema,
  CorrectionSavedSchema,
  HeldCorrectionsQuerySchema,
  HeldCorrectionsSchema,
  RecentCorrectionsQuerySchema,
  RecentCorrectionsSchema,
  ReviewBodySchema,
  ReviewResultSchema,
  RevertBodySchema,
  TextDiffQuerySchema,
  TextDiffSchema,
  TextHistoryQuerySchema,
  TextHistorySchema,
} from '../api/corrections.ts';
import { ApiErrorSchema } from '../api/errors.ts';
import { ProfileUsernameParamsSchema } from '../api/profile.ts';
import { recordId, recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/**
 * Text correction of newspaper and gazette OCR (issue 17 §1, ADR 046) and the profile's recent
 * corrections (spec 03 §7).
 */

const article = z.object({ id: recordIdText('article') });

export const corrections = {
  lines: endpoint({
    method: 'GET',
    path: '/newspaper/article/:id/lines',
    group: 'corrections',
    summary: "An article's text line by line, as the correction editor shows it",
    description:
      'The live version, its lines (zero-based, with their paragraph), the page image where the record has one, and whether the caller may save now.',
    params: article,
    response: ArticleLinesSchema,
    errors: [404, 410],
  }),
  save: endpoint({
    method: 'POST',
    path: '/newspaper/article/:id/correction',
    group: 'corrections',
    summary: 'Save corrected lines of an article as a new version',
    description:
      'baseVersion is the version the reader began from; lines are the changed lines (no, text); comment is optional. Readers correct freely; a visitor passes the human check first. 409 when the live version has moved on since baseVersion, with the lines changed meanwhile (details.currentVersion, details.lines). 429 past the lines-per-minute limits. A save that empties a line or changes most lines of the article is held for review (status held).',
    params: article,
    body: CorrectionBodySchema,
    response: CorrectionSavedSchema,
    errors: [400, 401, 403, 404, 409, 429],
    errorBodies: { 409: ApiErrorSchema.extend({ details: CorrectionConflictSchema }) },
  }),
  history: endpoint({
    method: 'GET',
    path: '/newspaper/article/:id/history',
    group: 'corrections',
    summary: "Every version of an article's text, newest first",
    description:
      'startPos and pageSize (at most 100). Held and rejected corrections are listed for data managers only. Version 0 is the OCR as loaded.',
    params: article,
    query: TextHistoryQuerySchema,
    response: TextHistorySchema,
    errors: [400, 404],
  }),
  diff: endpoint({
    method: 'GET',
    path: '/newspaper/article/:id/diff',
    group: 'corrections',
    summary: 'The lines that differ between two versions of an article',
    description: 'from and to are version numbers (0 is the OCR as loaded), either way round.',
    params: article,
    query: TextDiffQuerySchema,
    response: TextDiffSchema,
    errors: [400, 404],
  }),
  revert: endpoint({
    method: 'POST',
    path: '/newspaper/article/:id/revert',
    group: 'corrections',
    summary: 'Revert an article to an earlier version, as a new version with a reason (data managers)',
    params: article,
    body: RevertBodySchema,
    response: CorrectionSavedSchema,
    errors: [400, 401, 403, 404],
  }),
  held: endpoint({
    method: 'GET',
    path: '/correction/held',
    group: 'corrections',
    summary: 'Corrections held for review, oldest first (data managers)',
    query: HeldCorrectionsQuerySchema,
    response: HeldCorrectionsSchema,
    errors: [400, 401, 403],
  }),
  approve: endpoint({
    method: 'POST',
    path: '/correction/:id/approve',
    group: 'corrections',
    summary: 'Apply a held correction (data managers)',
    description: '409 when the lines it changes have been corrected since; it stays held.',
    params: z.object({ id: recordId('correction') }),
    body: ReviewBodySchema,
    response: ReviewResultSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  reject: endpoint({
    method: 'POST',
    path: '/correction/:id/reject',
    group: 'corrections',
    summary: 'Reject a held correction with a reason (data managers)',
    params: z.object({ id: recordId('correction') }),
    body: ReviewBodySchema,
    response: ReviewResultSchema,
    description: '409 when it is no longer held (approved or rejected already).',
    errors: [400, 401, 403, 404, 409],
  }),
  blocks: endpoint({
    method: 'GET',
    path: '/correction/block',
    group: 'corrections',
    summary: 'Accounts blocked from correcting (data managers)',
    response: CorrectionBlocksSchema,
    errors: [401, 403],
  }),
  block: endpoint({
    method: 'POST',
    path: '/correction/block',
    group: 'corrections',
    summary: 'Block an account from correcting, with a reason (data managers)',
    body: BlockBodySchema,
    response: CorrectionBlocksSchema,
    errors: [400, 401, 403, 404],
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/correction/block/:username',
    group: 'corrections',
    summary: 'Let a blocked account correct again (data managers)',
    params: ProfileUsernameParamsSchema,
    response: CorrectionBlocksSchema,
    errors: [401, 403, 404],
  }),
  recent: endpoint({
    method: 'GET',
    path: '/profile/user/:username/recentCorrections',
    group: 'profile',
    summary: "A reader's text corrections of the last 90 days, newest first, with their leaderboard summary",
    description:
      'startPos and pageSize (at most 100). Public like the reader’s profile: a private profile is not found for anyone but its owner and those allowed to see private profiles.',
    params: ProfileUsernameParamsSchema,
    query: RecentCorrectionsQuerySchema,
    response: RecentCorrectionsSchema,
    errors: [400, 404],
  }),
};
