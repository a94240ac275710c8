import { MODERATION_ACTIONS, type ModerationActionName, type ModerationType } from '@trove/contracts';
import { queryBuilderOf } from '@trove/db/test-support';
import type { Prepared, World } from './authorisation-endpoints.ts';
import { fresh } from './authorisation-endpoints.ts';

/**
 * The moderation calls of the authorisation matrix (ADR 045): each makes a fresh note or tag of the
 * owner's and says how to read its moderation state. Rows for them are in the shared matrix
 * (authorisation-matrix.int.test.ts, where no caller holds the role) and, with a content manager
 * among the callers, in authorisation-moderation.int.test.ts.
 */

/** What the moderation calls need of the matrix's world. */
export type ModerationWorld = Pick<World, 'store' | 'ownerId'> & { ids: Pick<World['ids'], 'bookId'> };

export interface ModerationEndpoint {
  name: string;
  prepare(world: ModerationWorld): Promise<Prepared>;
}

const ownersItem = async (w: ModerationWorld, type: ModerationType, priv: boolean) => {
  const base = { userId: w.ownerId, targetType: 'work' as const, targetId: w.ids.bookId, priv };
  const text = fresh(`owner ${type} secret`);
  const id =
    type === 'note'
      ? await w.store.notes.insertAnnotation({ ...base, content: text })
      : await w.store.tags.insertTag({ ...base, name: text });
  return { id, text };
};

const stateOf = async (w: ModerationWorld, type: ModerationType, id: number) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom(type === 'note' ? 'annotation' : 'tag')
      .select('moderation')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).moderation;

/** POST /annotation/:id/{action} or /tag/:id/{action} on a fresh public item of the owner's. */
export function moderate(type: ModerationType, action: ModerationActionName): ModerationEndpoint {
  const base = type === 'note' ? 'annotation' : 'tag';
  return {
    name: `POST /${base}/:id/${action} (the owner's ${type})`,
    prepare: async (w) => {
      const { id } = await ownersItem(w, type, false);
      // Restoring needs something hidden first.
      if (action === 'restore')
        await w.store.moderation.moderate({ type, id, action: 'hide', reason: 'set-up', moderatorId: null });
      return {
        request: { method: 'POST', url: `/api/${base}/${id}/${action}`, payload: { reason: 'Matrix check' } },
        subject: String(id),
        effect: () => stateOf(w, type, id),
      };
    },
  };
}

export const moderationWrites = MODERATION_ACTIONS.flatMap((action) =>
  (['note', 'tag'] as const).map((type) => moderate(type, action)),
);

/** GET /annotation/ of private notes: a content manager sees the owner's private note. */
export const reviewPrivateNotes: ModerationEndpoint = {
  name: 'GET /annotation/?type=note&visibility=private',
  prepare: async (w) => {
    const { text } = await ownersItem(w, 'note', true);
    return {
      request: { method: 'GET', url: '/api/annotation/?type=note&visibility=private&sort=DESC&size=100' },
      secret: text,
    };
  },
};

export const reviewLog: ModerationEndpoint = {
  name: 'GET /annotation/moderationLog',
  prepare: async () => ({ request: { method: 'GET', url: '/api/annotation/moderationLog' } }),
};
