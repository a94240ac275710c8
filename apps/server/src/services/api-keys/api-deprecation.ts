import type { AnnouncedChange } from './api-key-settings.ts';

/**
 * The `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) headers of calls an announced change
 * affects (issue 18 §2; ADR 050): from its announcement on, every answer of an affected path says
 * when it is deprecated and when it stops, and links to where the change is described. The terms
 * promise the sunset comes no sooner than the notice period after the announcement; the settings
 * refuse a change that breaks it (api-key-settings.ts).
 */

/** Whether `path` (without its query) is one the change names: exact, or a prefix ending in '*'. */
export function affects(change: AnnouncedChange, path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return change.paths.some((p) => (p.endsWith('*') ? bare.startsWith(p.slice(0, -1)) : bare === p));
}

/** The announced changes that affect a path now. */
export function changesAffecting(
  changes: readonly AnnouncedChange[],
  path: string,
  now: Date,
): AnnouncedChange[] {
  return changes.filter((c) => Date.parse(c.announced) <= now.getTime() && affects(c, path));
}

/**
 * The headers for a path: the earliest deprecation as an RFC 9651 Date (`@<seconds>`), the
 * earliest sunset as an HTTP-date, and a Link to each change's description. Empty when none.
 */
export function deprecationHeaders(
  changes: readonly AnnouncedChange[],
  path: string,
  now: Date,
): Record<string, string> {
  const affecting = changesAffecting(changes, path, now);
  if (affecting.length === 0) return {};
  const earliest = (dates: string[]) => Math.min(...dates.map((d) => Date.parse(d)));
  const deprecation = earliest(affecting.map((c) => c.deprecation));
  const sunset = earliest(affecting.map((c) => c.sunset));
  const links = affecting
    .filter((c) => c.link)
    .flatMap((c) => [
      `<${c.link}>; rel="deprecation"; type="text/html"`,
      `<${c.link}>; rel="sunset"; type="text/html"`,
    ]);
  return {
    deprecation: `@${Math.floor(deprecation / 1000)}`,
    sunset: new Date(sunset).toUTCString(),
    ...(links.length > 0 ? { link: links.join(', ') } : {}),
  };
}
