import type { Achievement, AchievementMeasureName, UserAchievement } from '@trove/contracts';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { DomainError } from '../domain/errors.ts';
import { environmentConfig } from './configuration.service.ts';

/** Achievements (ADR 020): milestones of an account's own contributions, earned once and kept. */

/** The configured catalogue; none while the environment is not set up yet. */
export async function catalogue(deps: ServiceDeps<'content'>): Promise<Achievement[]> {
  try {
    return (await environmentConfig(deps)).achievements;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unavailable') return [];
    throw error;
  }
}

/**
 * After a write: records the milestones of the measures it touched that the caller has now
 * reached, and answers those newly earned (the write call's userAchievement), or null.
 * Anonymous contributions earn nothing: there is no account to hold the achievement.
 */
export async function awardAchievements(
  deps: ServiceDeps<'achievements' | 'content'>,
  caller: Caller | null,
  measures: readonly AchievementMeasureName[],
): Promise<UserAchievement | null> {
  if (!caller) return null;
  const reached: Achievement[] = [];
  const all = await catalogue(deps);
  for (const measure of new Set(measures)) {
    const candidates = all.filter((a) => a.measure === measure);
    if (candidates.length === 0) continue;
    const count = await deps.store.achievements.contributionCount(caller.userId, measure);
    reached.push(...candidates.filter((a) => count >= a.threshold));
  }
  if (reached.length === 0) return null;
  const earned = deps.now().toISOString();
  const recorded = new Set(
    await deps.store.achievements.recordAchievements(
      caller.userId,
      reached.map((a) => a.id),
      earned,
    ),
  );
  const achievements = reached
    .filter((a) => recorded.has(a.id))
    .map((a) => ({ id: a.id, name: a.name, description: a.description, earned }));
  return achievements.length > 0 ? { achievements } : null;
}

/**
 * Every achievement an account holds (the profile's userAchievement). One taken out of the
 * catalogue since is still held, shown by its key.
 */
export async function heldAchievements(
  deps: ServiceDeps<'achievements' | 'content'>,
  userId: number,
): Promise<UserAchievement> {
  const byId = new Map((await catalogue(deps)).map((a) => [a.id, a]));
  const rows = await deps.store.achievements.earnedAchievements(userId);
  return {
    achievements: rows.map((row) => {
      const known = byId.get(row.achievementId);
      return {
        id: row.achievementId,
        name: known?.name ?? row.achievementId,
        description: known?.description ?? 'This achievement is no longer awarded.',
        earned: row.earnedAt,
      };
    }),
  };
}
