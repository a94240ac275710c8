import type { Generated } from 'kysely';

/** Moderation of tags and notes by content managers (ADR 045). */

export type ModeratedItemType = 'note' | 'tag';
export type ModerationAction = 'hide' | 'delete' | 'restore';

/** One moderation action, kept for good: who did what to which item, when and why. */
export interface ModerationLogTable {
  id: Generated<number>;
  itemType: ModeratedItemType;
  itemId: number;
  action: ModerationAction;
  reason: string;
  /** Null once the moderator's account is gone, or for an operator's command given without one. */
  moderatorId: number | null;
  at: string;
}
