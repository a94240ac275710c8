/**
 * The first path segment of a profile area, where its tabs hang (spec 03 §2; ADR 039): one's own
 * at /userProfile, anyone's at /userProfile/user/{name}. Shared by the profile pages and every
 * page that names a reader.
 */
export function profileBase(username: string | null): string {
  return username === null ? '/userProfile' : `/userProfile/user/${encodeURIComponent(username)}`;
}
