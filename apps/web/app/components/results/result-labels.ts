import { LIMITS, MESSAGES, type WorkResult } from '@trove/contracts';

/** Authors are listed up to 3, then '+N more' (spec 01 §2.8). */
export function authorsDisplay(
  author: string | null,
  limit: number = LIMITS.creatorsShown,
): { shown: string[]; more: number } {
  const all = (author ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

export function authorsText(author: string | null): string | null {
  const { shown, more } = authorsDisplay(author);
  if (shown.length === 0) return null;
  return more > 0 ? `${shown.join('; ')} +${more} more` : shown.join('; ');
}

/**
 * Online availability (spec 01 §2.8): 'n' or 'not available online' reads 'Not available online';
 * 'y/r' or text mentioning conditions reads 'Access conditions apply'. Anything else says nothing.
 */
export function onlineLabel(onlineText: string | null): string | null {
  const text = (onlineText ?? '').trim().toLowerCase();
  if (text === 'n' || text === 'not available online') return MESSAGES.notAvailableOnline;
  if (text === 'y/r' || text.includes('conditions')) return MESSAGES.accessConditionsApply;
  return null;
}

const WEBSITE_TITLE_MAX = 100;

/** Website titles over 100 characters are cut, saying how much is hidden. */
export function websiteTitle(title: string): string {
  if (title.length <= WEBSITE_TITLE_MAX) return title;
  return `${title.slice(0, WEBSITE_TITLE_MAX)}... (not showing ${title.length - WEBSITE_TITLE_MAX} characters)`;
}

const LIST_DESCRIPTION_MAX = 100;

/** A list row's description is cut at 100 characters (spec 01 §2.8), at a word where one is near. */
export function listDescription(description: string): string {
  if (description.length <= LIST_DESCRIPTION_MAX) return description;
  const cut = description.slice(0, LIST_DESCRIPTION_MAX);
  // Cut inside a word: back to the space before it, when that is not far.
  const space = /\s/.test(description[LIST_DESCRIPTION_MAX] ?? '') ? cut.length : cut.lastIndexOf(' ');
  return `${(space > LIST_DESCRIPTION_MAX - 20 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type ResultLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a result row leads: works to their page (carrying the keyword), newspaper articles with
 * a searchTerm, people to their page, websites to the archived copy, lists to their page.
 */
export function resultLink(
  result: Pick<WorkResult, 'id' | 'workType' | 'deliveryUrl'>,
  keyword: string | null,
): ResultLink {
  const query = (name: string) => (keyword ? `?${new URLSearchParams({ [name]: keyword }).toString()}` : '');
  switch (result.workType) {
    case 'work':
      return { kind: 'internal', to: `/work/${result.id}${query('keyword')}` };
    case 'newspaper':
      return { kind: 'internal', to: `/newspaper/article/${result.id}${query('searchTerm')}` };
    case 'people':
      return { kind: 'internal', to: `/people/${result.id}` };
    case 'website':
      return result.deliveryUrl ? { kind: 'external', href: result.deliveryUrl } : null;
    case 'list':
      return { kind: 'internal', to: `/list/${result.id}` };
  }
}

/** A list row's size: '1 item', '1,250 items'. */
export function itemCountLabel(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'item' : 'items'}`;
}

const ENTITY_LABELS: Record<string, string> = {
  person: 'Person',
  corporatebody: 'Organisation',
  family: 'Family',
};

export function entityLabel(entityType: string | null): string | null {
  return entityType ? (ENTITY_LABELS[entityType] ?? null) : null;
}
