import { ACTION_LIMITS, type Version } from '@trove/contracts';

type Link = Version['availableUrls'][number];
export type GetLabel = 'Preview' | 'Read' | 'Listen' | 'View' | 'Get';
export type BorrowLabel = 'Borrow' | 'Locate';

// Matched as words in a format such as 'Sound/Oral history' or 'Book/Illustrated' (spec 02 §2).
const LISTEN = /\b(sound|audio)/;
const VIEW = /\b(maps?|pictures?|photographs?|art ?works?|posters?|artefacts?|objects?|video)\b/;
const READ = /\b(books?|thes[ie]s|magazines?|articles?|periodicals?)\b/;
const IMAGE_OR_ARTEFACT =
  /\b(pictures?|photographs?|images?|art ?works?|posters?|artefacts?|objects?|cartoons?)\b/;
const UNPUBLISHED = /\b(unpublished|manuscripts?)\b/;

/** The spec does not say how a preview is marked: type p, or link text that says Preview (ADR 007). */
export function isPreviewLink(link: Link): boolean {
  return link.type === 'p' || /^\s*preview\b/i.test(link.linkText ?? '');
}

const lower = (formats: readonly (string | null | undefined)[]) =>
  formats.filter(Boolean).join(' ').toLowerCase();

/** Get: Preview when every link is a preview, else by format; sound before 'book' (audio books). */
export function getLabel(formats: readonly (string | null | undefined)[], links: readonly Link[]): GetLabel {
  if (links.length > 0 && links.every(isPreviewLink)) return 'Preview';
  const text = lower(formats);
  if (LISTEN.test(text)) return 'Listen';
  if (VIEW.test(text)) return 'View';
  if (READ.test(text)) return 'Read';
  return 'Get';
}

/** Borrow becomes Locate for images and artefacts (maps are borrowed) and unpublished material. */
export function borrowLabel(formats: readonly (string | null | undefined)[]): BorrowLabel {
  const text = lower(formats);
  if (UNPUBLISHED.test(text)) return 'Locate';
  return IMAGE_OR_ARTEFACT.test(text) && !/\bmaps?\b/.test(text) ? 'Locate' : 'Borrow';
}

export interface AccessList {
  shown: Link[];
  hidden: number;
}

/**
 * Free and conditional (type r) links as two lists of 12 each; conditional access is cut to 4
 * while free links exist, so what anyone can open comes first (spec 02 §2, §9).
 */
export function accessLists(
  links: readonly Link[],
  expanded: { free: boolean; conditional: boolean } = { free: false, conditional: false },
): { free: AccessList; conditional: AccessList } {
  const free = links.filter((l) => l.type !== 'r');
  const conditional = links.filter((l) => l.type === 'r');
  const cut = (list: Link[], limit: number, all: boolean): AccessList =>
    all || list.length <= limit
      ? { shown: list, hidden: 0 }
      : { shown: list.slice(0, limit), hidden: list.length - limit };
  const conditionalLimit = free.length > 0 ? ACTION_LIMITS.conditionalShown : ACTION_LIMITS.accessShown;
  return {
    free: cut(free, ACTION_LIMITS.accessShown, expanded.free),
    conditional: cut(conditional, conditionalLimit, expanded.conditional),
  };
}
