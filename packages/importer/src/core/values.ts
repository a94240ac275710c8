/** Small value conversions shared by the importers. */

const STATE_NAMES: Record<string, string> = {
  nsw: 'NSW',
  'new south wales': 'NSW',
  vic: 'VIC',
  victoria: 'VIC',
  qld: 'QLD',
  queensland: 'QLD',
  sa: 'SA',
  'south australia': 'SA',
  wa: 'WA',
  'western australia': 'WA',
  tas: 'TAS',
  tasmania: 'TAS',
  nt: 'NT',
  'northern territory': 'NT',
  act: 'ACT',
  'australian capital territory': 'ACT',
  national: 'National',
  international: 'International',
};

/** A state or territory as one of NSW VIC QLD SA WA TAS NT ACT (or National, International). */
export function normaliseState(value: string | null | undefined): string | null {
  if (!value) return null;
  return STATE_NAMES[value.trim().replace(/\.$/, '').toLowerCase()] ?? null;
}

const NUC_STATES: Record<string, string> = {
  N: 'NSW',
  V: 'VIC',
  Q: 'QLD',
  S: 'SA',
  W: 'WA',
  T: 'TAS',
  X: 'NT',
  A: 'ACT',
};

/** The state of a library from the first letter of its NUC symbol. */
export function stateFromNuc(nuc: string): string | null {
  return NUC_STATES[nuc.charAt(0).toUpperCase()] ?? null;
}

/** The first plausible year (1000-2099) in a text. */
export function firstYear(value: string | null | undefined): number | null {
  const match = value?.match(/\b(1\d{3}|20\d{2})\b/);
  return match?.[1] ? Number(match[1]) : null;
}

/** All plausible years in a text, in order. */
export function years(value: string | null | undefined): number[] {
  return [...(value ?? '').matchAll(/\b(1\d{3}|20\d{2})\b/g)].map((m) => Number(m[1]));
}

/** Collapses runs of white space. */
export function clean(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** Stable JSON for the JSON text columns: absent fields left out, so re-imports compare equal. */
export function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v === null || v === undefined || v === '' ? undefined : v,
  );
}

/** Reads an integer from text, or null. */
export function toInt(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}
