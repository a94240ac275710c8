import {
  HALL_OF_FAME_DEFAULT_FILTER,
  HALL_OF_FAME_DEFAULT_PERIOD,
  HALL_OF_FAME_FILTERS,
  HALL_OF_FAME_PERIODS,
  type HallOfFameFilter,
  type HallOfFamePeriod,
} from '@trove/contracts';

/** The hall of fame page's address (spec 03 §2 HallOfFame). */
export const HALL_OF_FAME_PATH = '/landing/community/hallOfFame';

/** The page's words, shown as they are. */
export const HALL_OF_FAME_WORDS = {
  heading: 'Hall of fame',
  intro:
    'Readers correct the text of newspapers and gazettes read by machine, line by line. These are the readers who corrected the most lines.',
  filterLabel: 'Collection',
  periodLabel: 'Period',
  show: 'Show',
  leaders: (filter: string, period: string) => `Top text correctors: ${filter}, ${period}`,
  mine: 'Your position',
  mineCaption: (position: number) => `You are ranked ${position}, with the readers either side of you`,
  columns: { rank: 'Rank', reader: 'Reader', lines: 'Lines corrected' },
  nobody: 'Nobody has corrected any text for this period yet.',
  totals: (lines: number, correctors: number) =>
    `${formatCount(lines)} ${lines === 1 ? 'line' : 'lines'} corrected by ${formatCount(correctors)} ${
      correctors === 1 ? 'reader' : 'readers'
    }`,
  badChoice: 'That choice is not one of the options; the default is shown instead.',
} as const;

export function formatCount(n: number): string {
  return n.toLocaleString('en-AU');
}

export interface HallOfFameChoice {
  filter: HallOfFameFilter;
  period: HallOfFamePeriod;
  /** Whether the address asked for something that is not a choice (then the default is shown). */
  corrected: boolean;
}

const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);

/**
 * The filter and period the address asks (`filter`, and `monthYearChoice` as spec 03 §2 names the
 * period), the defaults when absent or not a choice.
 */
export function hallOfFameChoice(params: URLSearchParams): HallOfFameChoice {
  const filter = params.get('filter');
  const period = params.get('monthYearChoice');
  const filterOk = filter === null || filter === '' || isOneOf(HALL_OF_FAME_FILTERS, filter);
  const periodOk = period === null || period === '' || isOneOf(HALL_OF_FAME_PERIODS, period);
  return {
    filter: isOneOf(HALL_OF_FAME_FILTERS, filter) ? filter : HALL_OF_FAME_DEFAULT_FILTER,
    period: isOneOf(HALL_OF_FAME_PERIODS, period) ? period : HALL_OF_FAME_DEFAULT_PERIOD,
    corrected: !filterOk || !periodOk,
  };
}

/** A reader's public profile, where their name links. */
export const profileHref = (username: string) => `/userProfile/user/${encodeURIComponent(username)}`;
