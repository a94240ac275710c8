import { buildAccount, buildArticle, queryBuilderOf } from '@trove/db/test-support';
import type { Endpoint, World } from './authorisation-endpoints.ts';
import { fresh } from './authorisation-endpoints.ts';
import { commitVersion } from '../src/services/corrections/commit-version.ts';

/**
 * The text correction calls of the authorisation matrix (ADR 046): each makes a fresh article, a
 * fresh held correction or a fresh account to block, and says how to read what the call changes.
 */

const OCR = ['Tbe first line.', 'The second line.', 'The third line.', 'The fourth line.'].join('\n');

const articleOf = (w: World) =>
  buildArticle(w.store, { heading: fresh('CORRECTED.'), text: OCR, titleId: null });

const versionOf = async (w: World, id: number) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('article')
      .select('textVersion')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).textVersion;

const statusOf = async (w: World, id: number) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('textCorrection')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

/** An article with one correction of the owner's (version 1). */
async function correctedArticle(w: World): Promise<number> {
  const id = await articleOf(w);
  await w.store.transaction((repos) =>
    commitVersion(
      repos,
      {
        articleId: id,
        baseVersion: 0,
        correctorId: w.ownerId,
        kind: 'correction',
        category: 'newspaper',
        lines: [{ no: 0, text: 'The first line.' }],
        comment: null,
        reason: null,
        revertsTo: null,
        addressKey: null,
        at: new Date().toISOString(),
        held: null,
      },
      { now: new Date(), survivalMs: 0, originalSearchableMs: 0 },
    ),
  );
  return id;
}

/** A correction of the owner's held for review, with a comment only data managers may read. */
async function heldCorrection(w: World): Promise<{ articleId: number; id: number; secret: string }> {
  const articleId = await articleOf(w);
  const secret = fresh('held comment');
  const id = await w.store.corrections.insertCorrection({
    articleId,
    version: null,
    baseVersion: 0,
    userId: w.ownerId,
    kind: 'correction',
    status: 'held',
    category: 'newspaper',
    comment: secret,
    reason: 'It empties a line.',
    revertsTo: null,
    creditedLines: 0,
    addressKey: null,
    createdAt: new Date().toISOString(),
    lines: [{ lineNo: 1, oldText: 'The second line.', newText: '', credited: false }],
  });
  return { articleId, id, secret };
}

/** A reader to block, and their user name. */
async function blockable(w: World): Promise<{ userId: number; username: string }> {
  const username = fresh('blockable').replace(' ', '-');
  return { userId: await buildAccount(w.store, { username }), username };
}

export const saveCorrection: Endpoint = {
  name: 'POST /newspaper/article/:id/correction',
  prepare: async (w) => {
    const id = await articleOf(w);
    return {
      request: {
        method: 'POST',
        url: `/api/newspaper/article/${id}/correction`,
        payload: { baseVersion: 0, lines: [{ no: 0, text: 'The first line.' }] },
      },
      effect: () => versionOf(w, id),
    };
  },
};

export const revertText: Endpoint = {
  name: 'POST /newspaper/article/:id/revert',
  prepare: async (w) => {
    const id = await correctedArticle(w);
    return {
      request: {
        method: 'POST',
        url: `/api/newspaper/article/${id}/revert`,
        payload: { version: 0, reason: 'Back to the OCR.' },
      },
      effect: () => versionOf(w, id),
    };
  },
};

export function reviewHeld(action: 'approve' | 'reject'): Endpoint {
  return {
    name: `POST /correction/:id/${action}`,
    prepare: async (w) => {
      const { id } = await heldCorrection(w);
      return {
        request: { method: 'POST', url: `/api/correction/${id}/${action}`, payload: { reason: 'Checked.' } },
        effect: () => statusOf(w, id),
      };
    },
  };
}

export const blockReader: Endpoint = {
  name: 'POST /correction/block',
  prepare: async (w) => {
    const { userId, username } = await blockable(w);
    return {
      request: { method: 'POST', url: '/api/correction/block', payload: { username, reason: 'Vandalism.' } },
      effect: () => w.store.corrections.isCorrectionBlocked(userId),
    };
  },
};

export const unblockReader: Endpoint = {
  name: 'DELETE /correction/block/:username',
  prepare: async (w) => {
    const { userId, username } = await blockable(w);
    await w.store.corrections.blockCorrections({ userId, reason: 'Vandalism.', blockedBy: null });
    return {
      request: { method: 'DELETE', url: `/api/correction/block/${username}` },
      effect: () => w.store.corrections.isCorrectionBlocked(userId),
    };
  },
};

/** Reads for data managers only, and the history whose held corrections only they see. */
export const correctionReads = {
  held: {
    name: 'GET /correction/held',
    prepare: async (w) => {
      const { secret } = await heldCorrection(w);
      return { request: { method: 'GET', url: '/api/correction/held?pageSize=100' }, secret };
    },
  } satisfies Endpoint,
  blocks: {
    name: 'GET /correction/block',
    prepare: async () => ({ request: { method: 'GET', url: '/api/correction/block' } }),
  } satisfies Endpoint,
  historyWithHeld: {
    name: 'GET /newspaper/article/:id/history (a held correction)',
    prepare: async (w) => {
      const { articleId, secret } = await heldCorrection(w);
      return { request: { method: 'GET', url: `/api/newspaper/article/${articleId}/history` }, secret };
    },
  } satisfies Endpoint,
};
