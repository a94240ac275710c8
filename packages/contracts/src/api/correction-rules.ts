/**
 * Text correction and the hall of fame (spec 03 Hall of fame, §3 Text correction and Leaderboard
 * row, §7; issue 17; ADR 046): filters, periods, limits and messages both sides use. Without zod,
 * so the browser has them without the schemas (ADR 035).
 */

/** Spec 03 Hall of fame: filters all, newspaper, gazette, book, journal; newspaper by default. */
export const HALL_OF_FAME_FILTERS = ['all', 'newspaper', 'gazette', 'book', 'journal'] as const;
export type HallOfFameFilter = (typeof HALL_OF_FAME_FILTERS)[number];
export const HALL_OF_FAME_DEFAULT_FILTER: HallOfFameFilter = 'newspaper';
export const HALL_OF_FAME_FILTER_LABELS: Record<HallOfFameFilter, string> = {
  all: 'All',
  newspaper: 'Newspapers',
  gazette: 'Gazettes',
  book: 'Books',
  journal: 'Journals',
};

/** Spec 03 Hall of fame: a period choice, 'all' (Any time) by default. */
export const HALL_OF_FAME_PERIODS = ['all', 'hour', 'day', 'week', 'month'] as const;
export type HallOfFamePeriod = (typeof HALL_OF_FAME_PERIODS)[number];
export const HALL_OF_FAME_DEFAULT_PERIOD: HallOfFamePeriod = 'all';
export const HALL_OF_FAME_PERIOD_LABELS: Record<HallOfFamePeriod, string> = {
  all: 'Any time',
  hour: 'Last hour',
  day: 'Last day',
  week: 'Last week',
  month: 'Last month',
};

/** Spec 03 Hall of fame: the reader's own position with 3 spacer rows either side. */
export const HALL_OF_FAME_SPACER_ROWS = 3;
/** How a reader whose profile is private is named on the hall of fame, unlinked (ADR 047). */
export const HALL_OF_FAME_PRIVATE_NAME = 'A private corrector';
/** How many leaders the hall of fame lists above the reader's own neighbourhood. */
export const HALL_OF_FAME_TOP = 50;

/** Spec 03 §3 Text corrections tab: the corrections of the last 90 days. */
export const RECENT_CORRECTIONS_DAYS = 90;

/** Limits against vandalism (issue 17 §1); the per-minute rates are configuration, these are defaults. */
export const CORRECTION_LIMITS = {
  /** The longest a corrected line may be. */
  lineMax: 500,
  /** The longest a comment may be. */
  commentMax: 1000,
  /** The longest a revert's or a rejection's reason may be. */
  reasonMax: 1000,
  /** Lines a signed-in reader may change in a minute. */
  linesPerMinutePerAccount: 120,
  /** Lines may be changed in a minute from one address (visitors and readers alike). */
  linesPerMinutePerAddress: 200,
  /** A save changing more than this share of an article's lines is held for review... */
  heldShare: 0.5,
  /** ...when the article has at least this many lines. */
  heldMinLines: 6,
} as const;

/** Issue 17: the words of correction, word for word wherever they are shown. */
export const CORRECTION_MESSAGES = {
  fixThisText: 'Fix this text',
  noChange: 'You have not changed any line.',
  lineTooLong: (max: number) => `A line must not be longer than ${max} characters.`,
  commentTooLong: (max: number) => `A comment must not be longer than ${max} characters.`,
  reasonRequired: 'Please give a reason.',
  reasonTooLong: (max: number) => `A reason must not be longer than ${max} characters.`,
  unknownLine: 'A corrected line is not part of this article.',
  notCorrectable: 'This article has no text to correct.',
  rateLimited:
    'You have corrected a great many lines in the last minute. Please wait a minute before saving more.',
  blocked: 'Your account may not correct text. Please contact us if you think this is a mistake.',
  conflict:
    'Someone else saved a correction of this article while you were working. The lines they changed are shown; check them and save again.',
  saved: 'Thank you. Your correction has been saved.',
  held: 'Thank you. Your correction has been saved and will appear once a data manager has reviewed it.',
  heldEmptiedLine: 'It empties a line.',
  heldMostLines: 'It changes most of the lines of the article at once.',
  reverted: (version: number) => `The text has been reverted to version ${version}.`,
  noCorrections: "I don't have any corrections for this period.",
  noRecentCorrections: `No text corrections within the last ${RECENT_CORRECTIONS_DAYS} days.`,
} as const;
