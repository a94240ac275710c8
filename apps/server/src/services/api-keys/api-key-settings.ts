import { addMonths, parseQuota } from '@trove/contracts';

/**
 * What an operator may tune about API keys and the published terms (issue 18 §2, ADR 050). The
 * terms' fixed promises (12-month keys, renewable; a recorded reason for every deactivation) are
 * not settings: the code keeps them.
 */
export interface ApiKeySettings {
  /** Non-commercial keys are issued at once (true) or wait for a data manager like commercial ones. */
  issueNonCommercialAtOnce: boolean;
  /** The quota a non-commercial key starts with. */
  nonCommercialQuota: string;
  /** The quota of a commercial key a data manager approves without naming one. */
  commercialQuota: string;
  /** Requests allowed without a key, per address (a quota such as '100/d'); null: a key is required. */
  keylessQuota: string | null;
  /** How long before a change to the API or the terms takes effect it is announced, in months. */
  noticeMonths: number;
  /** Changes announced so far: the Deprecation and Sunset headers of the calls they affect. */
  changes: AnnouncedChange[];
}

/** One announced change to the API (RFC 9745 Deprecation, RFC 8594 Sunset). */
export interface AnnouncedChange {
  /** What changes, in a sentence (the docs show it). */
  summary: string;
  /** The paths it affects: exact paths, or prefixes ending in '*' ('/v3/result', '/v3/people/*'). */
  paths: string[];
  /** When it was announced (ISO-8601): the notice period runs from here. */
  announced: string;
  /** From when the affected calls are deprecated (ISO-8601). */
  deprecation: string;
  /** When they stop answering (ISO-8601); at least the notice period after the announcement. */
  sunset: string;
  /** Where the change is described. */
  link?: string;
}

export const DEFAULT_API_KEY_SETTINGS: ApiKeySettings = {
  issueNonCommercialAtOnce: true,
  nonCommercialQuota: '20000/d',
  commercialQuota: '200000/d',
  // As on Trove, 'a limited number of requests' work without a key: enough to try a call.
  keylessQuota: '100/d',
  noticeMonths: 6,
  changes: [],
};

/** The settings with defaults filled in. */
export function apiKeySettingsOf(partial: Partial<ApiKeySettings> | undefined): ApiKeySettings {
  return { ...DEFAULT_API_KEY_SETTINGS, ...partial };
}

/**
 * Why a setting breaks the terms or cannot be read, or null: quotas must parse, and every change
 * must sunset no sooner than the notice period after it was announced.
 */
export function apiKeySettingsProblem(settings: ApiKeySettings): string | null {
  for (const [name, quota] of [
    ['nonCommercialQuota', settings.nonCommercialQuota],
    ['commercialQuota', settings.commercialQuota],
    ['keylessQuota', settings.keylessQuota],
  ] as const)
    if (quota !== null && parseQuota(quota) === null) return `${name}: not a quota (${quota})`;
  for (const change of settings.changes) {
    const dates = [change.announced, change.deprecation, change.sunset];
    if (dates.some((d) => Number.isNaN(Date.parse(d))))
      return `change '${change.summary}': a date is not a date`;
    const earliest = addMonths(new Date(change.announced).toISOString(), settings.noticeMonths);
    if (Date.parse(change.sunset) < Date.parse(earliest))
      return `change '${change.summary}': its sunset comes before the ${settings.noticeMonths}-month notice period ends (${earliest.slice(0, 10)})`;
    if (change.paths.length === 0) return `change '${change.summary}': it names no paths`;
  }
  return null;
}
