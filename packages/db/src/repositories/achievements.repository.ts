import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { correctedLineCount } from './correction-tallies.ts';
import { recordAchievementNotification } from './notifications.repository.ts';

/** What an achievement counts: the contributions of one account that stand today (ADR 020). */
export type AchievementMeasure = 'tags' | 'notes' | 'lists' | 'listItems' | 'correctedLines';

/** Where each measure is counted: the table and the column naming the account. */
const COUNTED = {
  tags: ['tag', 'user_id'],
  notes: ['annotation', 'user_id'],
  lists: ['user_list', 'user_id'],
  listItems: ['list_item', 'created_by'],
} as const satisfies Record<Exclude<AchievementMeasure, 'correctedLines'>, readonly [string, string]>;

export async function contributionCount(
  db: Kysely<Database>,
  userId: number,
  measure: AchievementMeasure,
): Promise<number> {
  if (measure === 'correctedLines') return correctedLineCount(db, userId);
  const [table, column] = COUNTED[measure];
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export interface EarnedAchievementRow {
  achievementId: string;
  earnedAt: string;
}

/** An account's achievements, oldest first. */
export async function earnedAchievements(
  db: Kysely<Database>,
  userId: number,
): Promise<EarnedAchievementRow[]> {
  return db
    .selectFrom('userAchievement')
    .select(['achievementId', 'earnedAt'])
    .where('userId', '=', userId)
    .orderBy('earnedAt')
    .orderBy('achievementId')
    .execute();
}

/**
 * Records achievements as earned and answers the ones this call recorded: of two writes that reach
 * a milestone together, only one announces it, in the answer and as an ACHIEVEMENT notification.
 */
export async function recordAchievements(
  db: Kysely<Database>,
  userId: number,
  achievementIds: readonly string[],
  earnedAt: string,
): Promise<string[]> {
  const recorded: string[] = [];
  for (const achievementId of achievementIds) {
    const result = await db
      .insertInto('userAchievement')
      .values({ userId, achievementId, earnedAt })
      .onConflict((oc) => oc.columns(['userId', 'achievementId']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) recorded.push(achievementId);
  }
  // Earned achievements are told in the reader's feed (ADR 042).
  await recordAchievementNotification(
    db,
    userId,
    recorded.map((id) => ({ id, earned: earnedAt })),
  );
  return recorded;
}
