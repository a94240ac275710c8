import {
  MONTH_NAMES,
  RECENT_CORRECTIONS_DAYS,
  type TextCorrection,
  USER_CONTRIBUTION_PAGE,
} from '@trove/contracts';

/** The Text corrections tab (spec 03 §3; ADR 047): its words, page size and how a correction reads. */

export const CORRECTIONS_PAGE_SIZE = USER_CONTRIBUTION_PAGE.size;

/** Where the hall of fame is (its feature's own constant is not importable from here). */
export const HALL_OF_FAME_HREF = '/landing/community/hallOfFame';

export const CORRECTIONS_WORDS = {
  heading: 'Text corrections',
  intro: `Corrections of the last ${RECENT_CORRECTIONS_DAYS} days, newest first.`,
  lines: (n: number) => (n === 1 ? '1 line' : `${n.toLocaleString('en-AU')} lines`),
  changes: 'Changed lines',
  before: 'Before',
  after: 'After',
  corrected: (date: string) => `Corrected ${date}`,
  hallOfFame: 'See the hall of fame',
  ranked: (own: boolean, name: string, position: number, of: number, lines: number) =>
    `${own ? 'You are' : `${name} is`} ranked ${position.toLocaleString('en-AU')} of ${of.toLocaleString(
      'en-AU',
    )} newspaper text correctors, with ${CORRECTIONS_WORDS.lines(lines)} corrected.`,
  unranked: (own: boolean, name: string) =>
    own
      ? 'You have not corrected any newspaper text yet.'
      : `${name} has not corrected any newspaper text yet.`,
} as const;

/** A date as '27 November 2026' (day and month only when the date has them); other text as it is. */
export function longDate(date: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const monthName = month ? MONTH_NAMES[Number(month) - 1] : undefined;
  if (!monthName) return year ?? date;
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}

/**
 * Where in its source the corrected text is: 'Image' for a digitised item (type dlc), 'Page N'
 * otherwise (spec 03 §3).
 */
export function placeOf(correction: Pick<TextCorrection, 'articleType' | 'page'>): string | null {
  if (correction.articleType === 'dlc') return 'Image';
  return correction.page ? `Page ${correction.page}` : null;
}

/** The article's date: in long format, except for a digitised item's (dlc), shown as recorded. */
export function dateOf(correction: Pick<TextCorrection, 'articleType' | 'date'>): string | null {
  if (!correction.date) return null;
  return correction.articleType === 'dlc' ? correction.date : longDate(correction.date);
}

/** The page of corrections an address asks for: a whole number from 1, else 1. */
export function correctionsPageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function correctionsTabHref(base: string, page: number): string {
  return `${base}/corrections${page > 1 ? `?page=${page}` : ''}`;
}
