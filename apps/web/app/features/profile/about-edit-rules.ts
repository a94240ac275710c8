import type { ProfileDetailField, ProfileDetailProblem } from '@trove/contracts';

/** The About tab's own addresses and outcomes (ADR 040), shared by its page and its action. */

/** What the address says was just done: shown once after the redirect that follows a change. */
export type AboutDone = 'saved' | 'avatarSaved' | 'avatarRemoved';

export const ABOUT_DONE: readonly AboutDone[] = ['saved', 'avatarSaved', 'avatarRemoved'];

export const doneOf = (raw: string | null): AboutDone | null =>
  ABOUT_DONE.includes(raw as AboutDone) ? (raw as AboutDone) : null;

/** The edit form and the picture's forms post to the own profile's About tab (only the owner edits). */
export const OWN_ABOUT = '/userProfile/about';

export const aboutHref = (options: { edit?: boolean; done?: AboutDone } = {}): string => {
  const query = new URLSearchParams();
  if (options.edit) query.set('edit', 'profile');
  if (options.done) query.set('done', options.done);
  const text = query.toString();
  return text ? `${OWN_ABOUT}?${text}` : OWN_ABOUT;
};

/** A refused profile edit: every field's problem and what was typed, so the form shows them again. */
export interface ProfileEditRefusal {
  ok: false;
  form: 'profile';
  problems: ProfileDetailProblem[];
  /** A problem that belongs to no field (no permission, the API failing). */
  message: string | null;
  values: Partial<Record<ProfileDetailField, string>>;
}

/** A refused picture upload or removal. */
export interface AvatarRefusal {
  ok: false;
  form: 'avatar';
  message: string;
}

export type AboutOutcome = ProfileEditRefusal | AvatarRefusal;

export const problemOf = (problems: readonly ProfileDetailProblem[], field: ProfileDetailField) =>
  problems.find((p) => p.field === field)?.message ?? null;

/** Up to two letters standing in for a reader without a picture. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?'])
    .map((w) => [...(w ?? '')][0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}
