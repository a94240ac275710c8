import { LIMITS } from '../limits.ts';

/**
 * Viewing and managing a list: the spec's texts, limits and rules, shared by the page and the API
 * (spec 03 §2, §4, §5, §8, §9; ADR 038). Without zod, so the browser has them without the schemas.
 */

export const LIST_ROLES = ['OWNER', 'ADMINISTRATOR', 'COLLABORATOR'] as const;
export type ListRole = (typeof LIST_ROLES)[number];
export const COLLABORATOR_ROLES = ['ADMINISTRATOR', 'COLLABORATOR'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** Spec 03 §5: the reasons a manager gives for removing someone, word for word. */
export const REMOVAL_REASONS = [
  'Breaching group rules',
  'Posting irrelevant content',
  'Not contributing to group',
] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

/** Spec 03 §2 and §9: item order and the types an item may be. */
export const LIST_SORTS = ['DEFAULT', 'DATE', 'TITLE'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const LIST_ITEM_TYPES = ['work', 'version', 'person', 'newspaper', 'webpage'] as const;
export type ListItemType = (typeof LIST_ITEM_TYPES)[number];
export const LIST_FILTER_TYPES = ['type', 'lang', 'date', 'all'] as const;
export type ListFilterType = (typeof LIST_FILTER_TYPES)[number];

/** Spec 03 §9 export formats and options. */
export const LIST_EXPORT_FORMATS = ['csv', 'json', 'xml', 'citation'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];
export const CSV_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t' } as const;
export type CsvDelimiter = keyof typeof CSV_DELIMITERS;
export const LIST_CITATION_FORMATS = [
  'APA',
  'BIBTEX',
  'ENDNOTE',
  'HARVARD',
  'MLA',
  'RIS',
  'WIKIPEDIA',
] as const;
export type ListCitationFormat = (typeof LIST_CITATION_FORMATS)[number];

/** Spec 03 §5 and §9 limits of a list's parts. */
export const LIST_LIMITS = {
  title: 500,
  description: LIMITS.listDescription,
  facebookGroupId: 255,
  note: LIMITS.noteMax,
  noteWarnRemaining: LIMITS.noteWarnRemaining,
  url: 2048,
  urlTitle: 100,
  urlNote: 50_000,
  /** Spec 03 §9: items a page unless the environment's defaultPageSize says otherwise. */
  itemsPerPage: 25,
  /** Spec 03 §9: a profile's lists a page. */
  userListsPerPage: 20,
  thumbnailsPerPage: 50,
  /** Trending lists shown; the window they are counted over. */
  trending: 10,
  trendingDays: 30,
  /** Spec 03 §9 names a creator display limit without its value; LIMITS.creatorsShown is ours. */
  authorsShown: LIMITS.creatorsShown,
  searchWithin: 200,
} as const;

/** Spec 03 §5 and §8 list texts, word for word where the spec gives them. */
export const LIST_MESSAGES = {
  notFoundTitle: 'List not found',
  titleRequired: 'The "Title" field is required',
  /** The spec says 'tag' here (sic). */
  visibilityRequired: 'You must specify the visibility of this tag',
  collaborativeNeedsPublicProfile: 'You can only collaborate on lists if your profile is publicly visible',
  collaborativeNeedsPublic: 'Only public lists can be collaborative.',
  noteRequired: 'You must provide some text in the note',
  sequenceInvalid: 'List sequence must be valid',
  tooLong: 'The provided value is too long',
  maxLengthHint: (max: number) => `Please enter no more than ${max} characters`,
  requiredPlain: 'Please enter a value for this field.',
  urlInvalid: 'Please enter a valid website address.',
  /** Spec 03 §5 urlProtocol: a link item needs https... */
  urlInsecure: 'Please enter a secure website address, starting with https://.',
  /** ...and an address in the web archive is added as the archived website's record instead. */
  urlWebArchive:
    'Addresses in the web archive must be added from the Websites category: search for the site there and add it to your list.',
  empty: 'This list is empty',
  noFilterMatch: 'No items match the selected filter criteria',
  urlAdded: (title: string) => `Added '${title}' to the end of this list.`,
  joinRequested: 'Thank you! Your request to join this list is with the list owner for review.',
  joinAlreadyRequested:
    'You have already requested to join this list and your request is with the list owner for review.',
  noThumbnails: 'There are no available thumbnails on this list.',
  /** Ours: a list's image must be one its items offer (POST /list/{id}/thumbnail). */
  thumbnailNotOffered: 'Please choose one of the images of this list’s items.',
  /** Ours: a record page's remove named a record the item no longer holds (409). */
  itemTargetChanged: 'This item of the list no longer holds that record.',
  deleteFailed: 'An unexpected error occurred while removing your list',
  deleted: 'The resource has been deleted.',
  /** Spec 03 §4: the delete confirmation names how many people contributed. */
  deleteConfirm: (contributors: number) =>
    contributors > 1
      ? `This list has ${contributors} contributors. Deleting it removes their items, notes and tags for everyone. Delete this list?`
      : 'Delete this list and everything on it?',
  toPrivateConfirm:
    'Making this list private deletes the tags and notes others have added to it and ends collaboration on it.',
  notCollaborativeConfirm:
    'Turning collaboration off removes every collaborator from this list, with the items and notes they added.',
  transferConfirm: (name: string) =>
    `Make ${name} the owner of this list? You will become a collaborator on it.`,
  removeItemConfirm: (title: string) => `Remove '${title}' from this list?`,
  /** A record page's Lists panel (spec 02 §8): its confirmation and its failure's action, word for word. */
  removeFromListConfirm: 'Are you sure you wish to remove the item from this list?',
  removeFromListAction: 'remove this item from the list',
  /** Spec 03 §8 action phrases, used with MESSAGES.unexpected. */
  actions: {
    load: 'load the list',
    item: 'retrieve list item',
    move: 'move this item',
    remove: 'remove your list',
    update: 'update your list',
    unfollow: 'stop following this list',
  },
} as const;

export interface ListDetails {
  name: string;
  description?: string | null;
  priv?: 'y' | 'n' | null;
  collaborative?: boolean;
  facebookGroupId?: string | null;
}

export type ListDetailsField = 'name' | 'description' | 'priv' | 'collaborative' | 'facebookGroupId';

export interface ListProblem<F extends string> {
  field: F;
  message: string;
}

/** Every problem with a list's details (spec 03 §5 List rules); empty when none. */
export function listDetailsProblems(
  details: ListDetails,
  ownerProfilePublic: boolean,
): ListProblem<ListDetailsField>[] {
  const problems: ListProblem<ListDetailsField>[] = [];
  const name = details.name.trim();
  if (name === '') problems.push({ field: 'name', message: LIST_MESSAGES.titleRequired });
  else if (name.length > LIST_LIMITS.title) problems.push({ field: 'name', message: LIST_MESSAGES.tooLong });
  if ((details.description ?? '').length > LIST_LIMITS.description)
    problems.push({ field: 'description', message: LIST_MESSAGES.tooLong });
  if (details.priv !== 'y' && details.priv !== 'n')
    problems.push({ field: 'priv', message: LIST_MESSAGES.visibilityRequired });
  if ((details.facebookGroupId ?? '').length > LIST_LIMITS.facebookGroupId)
    problems.push({ field: 'facebookGroupId', message: LIST_MESSAGES.tooLong });
  if (details.collaborative) {
    if (details.priv === 'y')
      problems.push({ field: 'collaborative', message: LIST_MESSAGES.collaborativeNeedsPublic });
    else if (!ownerProfilePublic)
      problems.push({ field: 'collaborative', message: LIST_MESSAGES.collaborativeNeedsPublicProfile });
  }
  return problems;
}

export interface UrlItem {
  link: string;
  title: string;
  note?: string | null;
}

/** Where archived websites are shown (the Websites category's delivery addresses). */
export const WEB_ARCHIVE_URL = 'https://webarchive.nla.gov.au';

/** A web address with a scheme a browser follows (spec 03 §5 'must use a URL protocol'). */
export function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Every problem with a web address to add as an item (spec 03 §5 Add URL); empty when none. */
export function urlItemProblems(item: UrlItem): ListProblem<'link' | 'title' | 'note'>[] {
  const problems: ListProblem<'link' | 'title' | 'note'>[] = [];
  const link = item.link.trim();
  if (link === '') problems.push({ field: 'link', message: LIST_MESSAGES.requiredPlain });
  else if (link.length > LIST_LIMITS.url) problems.push({ field: 'link', message: LIST_MESSAGES.tooLong });
  else if (!isWebAddress(link)) problems.push({ field: 'link', message: LIST_MESSAGES.urlInvalid });
  else if (new URL(link).hostname === new URL(WEB_ARCHIVE_URL).hostname)
    problems.push({ field: 'link', message: LIST_MESSAGES.urlWebArchive });
  else if (new URL(link).protocol !== 'https:')
    problems.push({ field: 'link', message: LIST_MESSAGES.urlInsecure });
  const title = item.title.trim();
  if (title === '') problems.push({ field: 'title', message: LIST_MESSAGES.requiredPlain });
  else if (title.length > LIST_LIMITS.urlTitle)
    problems.push({ field: 'title', message: LIST_MESSAGES.tooLong });
  if ((item.note ?? '').length > LIST_LIMITS.urlNote)
    problems.push({ field: 'note', message: LIST_MESSAGES.tooLong });
  return problems;
}

/** The problem with an item's note, or null (spec 03 §5: required, at most 4000). */
export function itemNoteProblem(note: string): string | null {
  if (note.trim() === '') return LIST_MESSAGES.noteRequired;
  if (note.length > LIST_LIMITS.note) return LIST_MESSAGES.tooLong;
  return null;
}

/** Whether a new position is an integer from 1 to the list's size (spec 03 §5 sequence edit). */
export function isValidSequence(value: unknown, listSize: number): boolean {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= listSize;
}

/** Spec 03 §2: `page` clamped between 1 and the last page; anything unreadable is page 1. */
export function clampPage(
  raw: string | number | null | undefined,
  totalItems: number,
  pageSize: number,
): number {
  const last = Math.max(1, Math.ceil(totalItems / pageSize));
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), last);
}

/** What a role may do on a list (spec 03 §6), as the page and the API both read it. */
export interface ListPermissions {
  /** Open the manage page with controls (owners, administrators, collaborators). */
  manage: boolean;
  editDetails: boolean;
  deleteList: boolean;
  changeRoles: boolean;
  transfer: boolean;
  reorder: boolean;
  removeAnyItem: boolean;
  /** Collaborators may remove only items they added. */
  removeOwnItems: boolean;
  addUrlItems: boolean;
  decideRequests: boolean;
  removeCollaborators: boolean;
  removeAdministrators: boolean;
  chooseThumbnail: boolean;
}

const NONE: ListPermissions = {
  manage: false,
  editDetails: false,
  deleteList: false,
  changeRoles: false,
  transfer: false,
  reorder: false,
  removeAnyItem: false,
  removeOwnItems: false,
  addUrlItems: false,
  decideRequests: false,
  removeCollaborators: false,
  removeAdministrators: false,
  chooseThumbnail: false,
};

/** Spec 03 §6 List owner, administrator and collaborator, exactly. */
export function listPermissions(role: ListRole | null): ListPermissions {
  switch (role) {
    case 'OWNER':
      return {
        manage: true,
        editDetails: true,
        deleteList: true,
        changeRoles: true,
        transfer: true,
        reorder: true,
        removeAnyItem: true,
        removeOwnItems: true,
        addUrlItems: true,
        decideRequests: true,
        removeCollaborators: true,
        removeAdministrators: true,
        chooseThumbnail: true,
      };
    case 'ADMINISTRATOR':
      return {
        ...NONE,
        manage: true,
        editDetails: true,
        reorder: true,
        removeAnyItem: true,
        removeOwnItems: true,
        addUrlItems: true,
        decideRequests: true,
        removeCollaborators: true,
        chooseThumbnail: true,
      };
    case 'COLLABORATOR':
      return { ...NONE, manage: true, removeOwnItems: true, addUrlItems: true };
    default:
      return NONE;
  }
}
