/**
 * The work grouping key of ADR 003: normalised title (subtitle and statement of responsibility
 * dropped, leading article removed), the first creator's normalised surname, and the broad format.
 */

const LEADING_ARTICLES = /^(the|a|an|le|la|les|l|der|die|das|el|los|las|il|lo)\s+/;

export function normaliseText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normaliseTitle(title: string): string {
  const main = title.split(/\s[:/=;]\s?|\s?[:/=]\s/)[0] ?? title;
  let text = normaliseText(main);
  text = text.replace(LEADING_ARTICLES, '');
  return text || normaliseText(title);
}

/** The surname of a name written 'Surname, Forenames' or 'Forenames Surname'. */
export function normaliseSurname(name: string | null | undefined): string {
  if (!name) return '';
  const trimmed = name.trim();
  const surname = trimmed.includes(',') ? trimmed.split(',')[0] : trimmed.split(/\s+/).at(-1);
  return normaliseText(surname ?? '');
}

export function groupKey(
  title: string,
  firstCreator: string | null | undefined,
  broadFormat: string,
): string {
  return `${normaliseTitle(title)}|${normaliseSurname(firstCreator)}|${broadFormat}`;
}
