/**
 * What a reader says about themselves on the About tab (spec 03 §3, §5, §9; ADR 040): the fields,
 * their limits, the shared validation rules word for word, and the avatar's limits. Without zod,
 * so the edit form checks what the server checks without shipping the schemas (ADR 035).
 */

export const PROFILE_DETAIL_FIELDS = ['biography', 'website', 'twitter', 'facebook', 'orcid'] as const;
export type ProfileDetailField = (typeof PROFILE_DETAIL_FIELDS)[number];
export type ProfileDetails = Record<ProfileDetailField, string | null>;

/** Spec 03 §5 and §9: profile edit maximum lengths. */
export const PROFILE_DETAIL_MAX: Record<ProfileDetailField, number> = {
  biography: 5000,
  website: 1000,
  twitter: 255,
  facebook: 255,
  orcid: 19,
};

/** Spec 03 §5 shared rules, word for word. */
export const PROFILE_DETAIL_MESSAGES = {
  requiredPlain: 'Please enter a value for this field.',
  maxPlain: 'Please enter a shorter value for this field.',
  url: 'Please enter a valid website address.',
  orcid: 'Please enter a valid 16-digit ORCID iD.',
  facebook: 'The value provided is not a valid Facebook handle.',
  twitter: 'The value provided is not a valid Twitter handle.',
  /** Spec 03 §8 action phrase, used with MESSAGES.unexpected. */
  updateAction: 'update your profile',
} as const;

/** Words the spec leaves open (ADR 040). */
export const PROFILE_DETAIL_WORDS = {
  labels: {
    biography: 'Biography',
    website: 'Website',
    twitter: 'Twitter',
    facebook: 'Facebook',
    orcid: 'ORCID iD',
  } satisfies Record<ProfileDetailField, string>,
  hints: {
    website: 'A full address starting with https:// or http://',
    twitter: 'Your handle only, without the address',
    facebook: 'Your handle only, without the address',
    orcid: 'Four groups of four characters separated by hyphens, such as 0000-0002-1825-0097',
  } as Partial<Record<ProfileDetailField, string>>,
  remaining: (n: number) => `${n} ${n === 1 ? 'character' : 'characters'} remaining`,
  edit: 'Edit profile',
  save: 'Save profile',
  cancel: 'Cancel',
  saved: 'Your profile has been saved.',
  heading: 'About',
  empty: (own: boolean, name: string) =>
    own
      ? 'You have not said anything about yourself yet.'
      : `${name} has not said anything about themselves yet.`,
  problemsHeading: 'Please correct the following:',
} as const;

/** Line breaks as the reader typed them, whichever way the browser sent them (spec 03 §5). */
export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/** Characters of the biography still allowed (spec 03 §5: the remaining count is shown). */
export function biographyRemaining(value: string): number {
  return PROFILE_DETAIL_MAX.biography - normaliseLineBreaks(value).length;
}

/**
 * The ORCID iD rule: four groups of four separated by hyphens, the last character a digit or X,
 * the check digit that of ISO 7064 MOD 11-2 over the first fifteen digits.
 */
export function isValidOrcid(value: string): boolean {
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value)) return false;
  const digits = value.replace(/-/g, '');
  let total = 0;
  for (const ch of digits.slice(0, 15)) total = (total + Number(ch)) * 2;
  const result = (12 - (total % 11)) % 11;
  return digits[15] === (result === 10 ? 'X' : String(result));
}

/** A handle is refused when it is an address instead (spec 03 §5 facebook and twitter rules). */
export function isHandle(value: string): boolean {
  return !/^(https?:\/\/|www\.)/i.test(value);
}

/**
 * A website: an absolute http or https address with a host name (the url and urlProtocol rules;
 * the web-archive part of urlProtocol concerns list items, not profiles).
 */
export function isWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}

export interface ProfileDetailProblem {
  field: ProfileDetailField;
  message: string;
}

/** The fields as they are kept: line breaks normalised, spaces around trimmed, empty as null. */
export function cleanProfileDetails(
  input: Partial<Record<ProfileDetailField, string | null | undefined>>,
): ProfileDetails {
  const clean = (field: ProfileDetailField): string | null => {
    const raw = input[field];
    if (raw === undefined || raw === null) return null;
    const value = field === 'biography' ? normaliseLineBreaks(raw).trim() : raw.trim();
    return value === '' ? null : value;
  };
  return {
    biography: clean('biography'),
    website: clean('website'),
    twitter: clean('twitter'),
    facebook: clean('facebook'),
    orcid: clean('orcid'),
  };
}

/** Every problem with the cleaned fields, one per field at most, in the form's order. */
export function profileDetailProblems(details: ProfileDetails): ProfileDetailProblem[] {
  const problems: ProfileDetailProblem[] = [];
  const rules: Record<ProfileDetailField, [(value: string) => boolean, string]> = {
    biography: [() => true, ''],
    website: [isWebsite, PROFILE_DETAIL_MESSAGES.url],
    twitter: [isHandle, PROFILE_DETAIL_MESSAGES.twitter],
    facebook: [isHandle, PROFILE_DETAIL_MESSAGES.facebook],
    orcid: [isValidOrcid, PROFILE_DETAIL_MESSAGES.orcid],
  };
  for (const field of PROFILE_DETAIL_FIELDS) {
    const value = details[field];
    if (value === null) continue;
    const [ok, message] = rules[field];
    // The ORCID iD's own rule says more than 'shorter' about a value too long to be one.
    if (value.length > PROFILE_DETAIL_MAX[field] && field !== 'orcid')
      problems.push({ field, message: PROFILE_DETAIL_MESSAGES.maxPlain });
    else if (!ok(value)) problems.push({ field, message });
  }
  return problems;
}

/** Where an ORCID iD and the handles lead (ADR 040: built from the value, never taken as an address). */
export const PROFILE_LINKS = {
  orcid: (id: string) => `https://orcid.org/${encodeURIComponent(id)}`,
  twitter: (handle: string) => `https://twitter.com/${encodeURIComponent(handle.replace(/^@/, ''))}`,
  facebook: (handle: string) => `https://www.facebook.com/${encodeURIComponent(handle.replace(/^@/, ''))}`,
} as const;

/** Avatars (ADR 040): what may be uploaded, and the square sizes kept. */
export const AVATAR = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as readonly string[],
  /** The form's accept attribute. */
  accept: 'image/jpeg,image/png,image/webp,image/gif',
  sizes: { large: 256, small: 64 },
  /** The form field that carries the file. */
  field: 'avatar',
} as const;

export const AVATAR_MESSAGES = {
  missing: 'Please choose an image to upload.',
  type: 'Please choose a JPEG, PNG, WebP or GIF image.',
  tooBig: 'Please choose an image of at most 5 MB.',
  unreadable: 'This file could not be read as an image. Please choose another.',
  saved: 'Your picture has been saved.',
  removed: 'Your picture has been removed.',
  uploadAction: 'upload your picture',
  removeAction: 'remove your picture',
  label: 'Profile picture',
  choose: 'Choose a picture (JPEG, PNG, WebP or GIF, at most 5 MB)',
  upload: 'Upload picture',
  remove: 'Remove picture',
} as const;
