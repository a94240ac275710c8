import {
  STATE_TERMS,
  ownValue,
  type MetadataLibrary,
  type MetadataTitle,
  type SearchMetadata,
} from '@trove/contracts';

/** Lookup sizes of spec 01 §2.7 and §9 (not yet among the contracts' LIMITS). */
export const LOOKUP_LIMITS = {
  organisationOptions: 300,
  organisationShown: 30,
  /** CSS max-height of the organisation list, in pixels. */
  organisationMaxHeightPx: 600,
  titleOptions: 1000,
  titleShown: 10,
} as const;

export interface LookupOption {
  /** The value sent in the address (a NUC, a title id). */
  value: string;
  label: string;
}

/**
 * The organisation lookup's options: every library and branch with a NUC, the first of each NUC
 * kept, at most 300 (spec 01 §2.7).
 */
export function organisationOptions(
  libraries: readonly MetadataLibrary[],
  limit: number = LOOKUP_LIMITS.organisationOptions,
): LookupOption[] {
  const seen = new Set<string>();
  const options: LookupOption[] = [];
  const add = (entry: Pick<MetadataLibrary, 'nuc' | 'name' | 'fullName'>) => {
    const nuc = entry.nuc.trim();
    if (!nuc || seen.has(nuc) || options.length >= limit) return;
    seen.add(nuc);
    // 'Parent.. Branch' arises when the parent's name ends in a full stop.
    const label = (entry.fullName.trim() || entry.name.trim() || nuc).replace(/\.\.(\s)/g, '.$1');
    options.push({ value: nuc, label });
  };
  for (const library of libraries) {
    add(library);
    for (const child of library.childLibraries) add(child);
  }
  return options;
}

export interface TitleOption extends LookupOption {
  state: string | null;
  startYear: number | null;
  endYear: number | null;
}

/** The newspaper title lookup's options: the first of each id kept, at most 1000 (spec 01 §2.7). */
export function titleOptions(
  titles: readonly MetadataTitle[],
  limit: number = LOOKUP_LIMITS.titleOptions,
): TitleOption[] {
  const seen = new Set<number>();
  const options: TitleOption[] = [];
  for (const title of titles) {
    if (seen.has(title.id) || options.length >= limit) continue;
    seen.add(title.id);
    options.push({
      value: String(title.id),
      label: title.name,
      state: title.state,
      startYear: title.startYear,
      endYear: title.endYear,
    });
  }
  return options;
}

/** How many titles each state has, over every title (the lookup itself stops at 1000). */
export function titleCountsByState(titles: readonly MetadataTitle[]): Record<string, number> {
  const seen = new Set<number>();
  const counts: Record<string, number> = {};
  for (const title of titles) {
    if (seen.has(title.id) || title.state === null) continue;
    seen.add(title.id);
    counts[title.state] = (counts[title.state] ?? 0) + 1;
  }
  return counts;
}

export function stateName(state: string | null): string {
  if (state === null) return 'No state recorded';
  return ownValue(STATE_TERMS, state) ?? state;
}

export interface TitleGroup {
  /** The state code; null for titles without one (these cannot be chosen as a state). */
  state: string | null;
  titles: TitleOption[];
}

/** Titles grouped by state, states in alphabetical order of their names, titles as given. */
export function groupTitlesByState(options: readonly TitleOption[]): TitleGroup[] {
  const groups = new Map<string | null, TitleOption[]>();
  for (const option of options) {
    const list = groups.get(option.state) ?? [];
    list.push(option);
    groups.set(option.state, list);
  }
  return [...groups.entries()]
    .map(([state, titles]) => ({ state, titles }))
    .sort((a, b) =>
      a.state === null ? 1 : b.state === null ? -1 : stateName(a.state).localeCompare(stateName(b.state)),
    );
}

/** Whether an option's label (or value) holds every word of the filter text, case-insensitively. */
export function matchesFilter(option: LookupOption, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${option.label} ${option.value}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The options a lookup shows: those matching the filter, at most `shown` of them, and how many matched. */
export function shownOptions<T extends LookupOption>(
  options: readonly T[],
  filter: string,
  shown: number,
): { shown: T[]; matched: number } {
  const matching = options.filter((o) => matchesFilter(o, filter));
  return { shown: matching.slice(0, shown), matched: matching.length };
}

export interface DateDefaults {
  /** The earliest and latest year (or day) a date range field offers as its default. */
  min: string | null;
  max: string | null;
}

/**
 * Date range defaults (spec 01 §2.7): for newspapers the titles' start and end years (of the
 * chosen titles when some are chosen), elsewhere the metadata's minDate and maxDate.
 */
export function dateDefaults(
  metadata: Pick<SearchMetadata, 'minDate' | 'maxDate'>,
  titles: readonly TitleOption[] | null,
): DateDefaults {
  if (titles && titles.length > 0) {
    const starts = titles.map((t) => t.startYear).filter((y): y is number => y !== null);
    const ends = titles.map((t) => t.endYear ?? t.startYear).filter((y): y is number => y !== null);
    return {
      min: starts.length ? String(Math.min(...starts)) : null,
      max: ends.length ? String(Math.max(...ends)) : null,
    };
  }
  return { min: metadata.minDate, max: metadata.maxDate };
}
