import { z } from 'zod';

/**
 * Achievements (spec 01 §3 'Achievement: achievements list', §4 notices; ADR 020): milestones of a
 * contributor's own work. The catalogue is configuration; what an account has earned is stored.
 */

/**
 * What a milestone counts: an account's tags, notes, lists, items it put on lists, or lines of
 * newspaper text it corrected (ADR 046).
 */
export const AchievementMeasureSchema = z.enum(['tags', 'notes', 'lists', 'listItems', 'correctedLines']);
export type AchievementMeasureName = z.infer<typeof AchievementMeasureSchema>;

export const AchievementSchema = z.object({
  /** Stable key, stored against the accounts that earn it. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  measure: AchievementMeasureSchema,
  /** Earned when the count reaches this. */
  threshold: z.number().int().positive(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const EarnedAchievementSchema = AchievementSchema.pick({
  id: true,
  name: true,
  description: true,
}).extend({
  /** When it was earned (ISO 8601). */
  earned: z.string(),
});
export type EarnedAchievement = z.infer<typeof EarnedAchievementSchema>;

/**
 * userAchievement: in a write call's answer, the achievements that write earned (null for none);
 * in the profile, every achievement the account holds.
 */
export const UserAchievementSchema = z.object({ achievements: z.array(EarnedAchievementSchema) });
export type UserAchievement = z.infer<typeof UserAchievementSchema>;

/** The catalogue a new installation starts with; operators change it in the environment config. */
export const DEFAULT_ACHIEVEMENTS: Achievement[] = [
  {
    id: 'first-tag',
    name: 'First tag',
    description: 'You added your first tag.',
    measure: 'tags',
    threshold: 1,
  },
  { id: 'tags-10', name: 'Tagger', description: 'You have added 10 tags.', measure: 'tags', threshold: 10 },
  {
    id: 'tags-100',
    name: 'Keen tagger',
    description: 'You have added 100 tags.',
    measure: 'tags',
    threshold: 100,
  },
  {
    id: 'tags-1000',
    name: 'Master tagger',
    description: 'You have added 1,000 tags.',
    measure: 'tags',
    threshold: 1000,
  },
  {
    id: 'first-note',
    name: 'First note',
    description: 'You added your first note.',
    measure: 'notes',
    threshold: 1,
  },
  {
    id: 'notes-10',
    name: 'Note taker',
    description: 'You have added 10 notes.',
    measure: 'notes',
    threshold: 10,
  },
  {
    id: 'notes-100',
    name: 'Annotator',
    description: 'You have added 100 notes.',
    measure: 'notes',
    threshold: 100,
  },
  {
    id: 'first-list',
    name: 'First list',
    description: 'You made your first list.',
    measure: 'lists',
    threshold: 1,
  },
  {
    id: 'lists-10',
    name: 'List maker',
    description: 'You have made 10 lists.',
    measure: 'lists',
    threshold: 10,
  },
  {
    id: 'list-items-100',
    name: 'Collector',
    description: 'You have put 100 items on your lists.',
    measure: 'listItems',
    threshold: 100,
  },
  {
    id: 'list-items-1000',
    name: 'Curator',
    description: 'You have put 1,000 items on your lists.',
    measure: 'listItems',
    threshold: 1000,
  },
  {
    id: 'first-corrected-line',
    name: 'First correction',
    description: 'You corrected your first line of text.',
    measure: 'correctedLines',
    threshold: 1,
  },
  {
    id: 'corrected-lines-100',
    name: 'Text corrector',
    description: 'You have corrected 100 lines of text.',
    measure: 'correctedLines',
    threshold: 100,
  },
  {
    id: 'corrected-lines-1000',
    name: 'Master text corrector',
    description: 'You have corrected 1,000 lines of text.',
    measure: 'correctedLines',
    threshold: 1000,
  },
];
