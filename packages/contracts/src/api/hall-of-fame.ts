import { z } from 'zod';
import { text } from '../input.ts';
import {
  HALL_OF_FAME_DEFAULT_FILTER,
  HALL_OF_FAME_DEFAULT_PERIOD,
  HALL_OF_FAME_FILTERS,
  HALL_OF_FAME_PERIODS,
} from './correction-rules.ts';

/** The hall of fame calls (spec 03 §7 /hallOfFame/*, Hall of fame, §3 Leaderboard row; ADR 046). */

export const HallOfFameQuerySchema = z.object({
  dateChoice: z.enum(HALL_OF_FAME_PERIODS).default(HALL_OF_FAME_DEFAULT_PERIOD),
  filter: z.enum(HALL_OF_FAME_FILTERS).default(HALL_OF_FAME_DEFAULT_FILTER),
  /** Whose own position to show; the signed-in reader's when absent. */
  username: text().trim().max(200).optional(),
});
export type HallOfFameQuery = z.infer<typeof HallOfFameQuerySchema>;

/** Spec 03 §3 Leaderboard row. */
export const LeaderboardRowSchema = z.object({
  /** Readers with as many lines share a rank (1, 2, 2, 4; ADR 047). */
  listRanking: z.number(),
  /** Null for a reader whose profile is private: shown unlinked as HALL_OF_FAME_PRIVATE_NAME (ADR 047). */
  userName: z.string().nullable(),
  userDisplayName: z.string(),
  linesCorrected: z.number(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** GET /hallOfFame/correctionStats. */
export const CorrectionStatsSchema = z.object({
  dateChoice: z.enum(HALL_OF_FAME_PERIODS),
  filter: z.enum(HALL_OF_FAME_FILTERS),
  /** The leading correctors, best first. */
  leaders: z.array(LeaderboardRowSchema),
  /**
   * The reader's own row with up to 3 rows either side; null when no reader is named or they have
   * no corrections for the period (then the page says CORRECTION_MESSAGES.noCorrections).
   */
  mine: z.object({ position: z.number(), rows: z.array(LeaderboardRowSchema) }).nullable(),
  totalCorrections: z.number(),
  totalCorrectors: z.number(),
});
export type CorrectionStats = z.infer<typeof CorrectionStatsSchema>;

/** GET /hallOfFame/statsPeriods: the period choices, in order, with their labels. */
export const StatsPeriodsSchema = z.object({
  periods: z.array(z.object({ value: z.enum(HALL_OF_FAME_PERIODS), label: z.string() })),
  default: z.enum(HALL_OF_FAME_PERIODS),
});

/** GET /hallOfFame/totalCorrections and /totalCorrectors. */
export const HallOfFameTotalSchema = z.object({ total: z.number() });
