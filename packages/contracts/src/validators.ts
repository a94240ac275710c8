import { LIMITS } from './limits.ts';

/** Year fields accept whole numbers between -9999 and 9999 (spec 01 §5). */
export function isValidYear(value: string | number): boolean {
  const text = String(value).trim();
  if (!/^-?\d{1,4}$/.test(text)) return false;
  const year = Number(text);
  return year >= LIMITS.yearMin && year <= LIMITS.yearMax;
}

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

function ean13CheckOk(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

/** ISBN-10 (weighted modulo 11, X allowed last) or ISBN-13 (EAN check digit). */
export function isValidIsbn(value: string): boolean {
  const code = digitsOf(value);
  if (code.length === 13) return ean13CheckOk(code);
  if (code.length !== 10 || !/^\d{9}[\dX]$/.test(code)) return false;
  const sum = [...code].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
  return sum % 11 === 0;
}

/** ISSN: hyphens removed, 8 characters, modulo 11 checksum with X. */
export function isValidIssn(value: string): boolean {
  const code = digitsOf(value);
  if (!/^\d{7}[\dX]$/.test(code)) return false;
  const sum = [...code.slice(0, 7)].reduce((acc, ch, i) => acc + Number(ch) * (8 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  const last = code[7];
  return check === 10 ? last === 'X' : last === String(check);
}

/** ISMN: must start 9790 and pass the 13-digit check. */
export function isValidIsmn(value: string): boolean {
  const code = digitsOf(value);
  return code.startsWith('9790') && ean13CheckOk(code);
}

export type FuzzyBound = 'from' | 'to';

/**
 * Expands YYYY, YYYY-MM or YYYY-MM-DD to a full date: the start of the period for a from value,
 * its end for a to value (spec 01 §5). Returns null for anything else.
 */
export function expandFuzzyDate(value: string, bound: FuzzyBound): string | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const year = Number(y);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (m === undefined) return bound === 'from' ? `${y}-01-01` : `${y}-12-31`;
  const month = Number(m);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (d === undefined) return `${y}-${m}-${bound === 'from' ? '01' : pad(lastDay)}`;
  const day = Number(d);
  return day >= 1 && day <= lastDay ? `${y}-${m}-${d}` : null;
}

export interface Crumb {
  text: string;
  /** Exempt crumbs are never shortened. */
  exempt?: boolean;
}

/**
 * Breadcrumb text over 50 characters is cut at the last space before 50 with ' ...' appended,
 * unless the crumb is exempt, or there are 3 or fewer crumbs and the text is at most 150 characters.
 */
export function truncateCrumb(crumb: Crumb, crumbCount: number): string {
  const { text } = crumb;
  if (crumb.exempt || text.length <= LIMITS.breadcrumbMaxChars) return text;
  if (crumbCount <= LIMITS.breadcrumbShortTrailCrumbs && text.length <= LIMITS.breadcrumbShortTrailMaxChars)
    return text;
  const head = text.slice(0, LIMITS.breadcrumbMaxChars);
  const space = head.lastIndexOf(' ');
  return `${space > 0 ? head.slice(0, space) : head} ...`;
}

/** Curly quotes and en/em dashes become their plain forms before a query is sent (spec 01 §4). */
export function normaliseQuery(value: string): string {
  return value
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u2013\u2014]/g, '-');
}

/** Advanced text values are trimmed with whitespace collapsed; empty means nothing to search. */
export function cleanSearchText(value: string | null | undefined): string {
  return normaliseQuery(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page title pattern '{page} - {product}'. */
export function pageTitle(page: string, product: string): string {
  return page ? `${page} - ${product}` : product;
}
