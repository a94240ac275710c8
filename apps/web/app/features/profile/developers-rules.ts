import {
  type API_KEY_LIST_STATES,
  API_KEY_MESSAGES,
  type ApiDetailField,
  type KeyStatus,
  quotaWords,
} from '@trove/contracts';

/** The Developers tab's own words and addresses (issue 18 §2; spec 03 §2, §4; ADR 050). */

export const DEVELOPERS_PATH = '/userProfile/developers';
export const API_TERMS_PATH = '/about/api-terms';

export const DEVELOPERS_WORDS = {
  heading: 'Trove API',
  applyHeading: 'Apply for an API key',
  applyIntro:
    'An API key lets your programs search and harvest the collection through the API. Keys for non-commercial use are usually issued at once.',
  commercialNote: `Applications for commercial use are read by our staff: ${API_KEY_MESSAGES.responseTime}.`,
  labels: {
    purpose: 'What will you use the API for?',
    contact: 'Contact name',
    email: 'Email address',
    phone: 'Phone number',
    organisation: 'Organisation (optional)',
  } satisfies Record<ApiDetailField, string>,
  kindLegend: 'Kind of use',
  nonCommercial: 'Non-commercial (research, teaching, personal projects)',
  commercial: 'Commercial',
  apply: 'Apply for a key',
  keyHeading: 'Your API key',
  shownOnce:
    'This is the only time your whole key is shown: copy it now and keep it somewhere safe. We keep only a one-way hash of it.',
  pending: `Your application for commercial use is with our staff: ${API_KEY_MESSAGES.responseTime}.`,
  ready: 'Your application has been approved. Show your key to start using it.',
  showKey: 'Show my API key',
  replaceKey: 'Replace my key',
  replaceHint: 'Makes a new key and stops the old one at once, if it may have been seen by others.',
  renew: API_KEY_MESSAGES.renew,
  remove: 'Delete my API key',
  removeApplication: 'Withdraw my application',
  confirmRemove:
    'Delete your API key? Programs that use it will stop working, and you will need to apply again.',
  keep: 'Keep it',
  deactivated: 'This key has been deactivated.',
  terms: 'API terms of use',
  problemsHeading: 'Please correct the following:',
} as const;

export const STATUS_WORDS: Record<KeyStatus, string> = { C: 'Current', E: 'Expired', Z: 'Deactivated' };

export const DONE_WORDS = {
  renewed: 'Your API key has been renewed for 12 months.',
  deleted: 'Your API key has been deleted.',
} as const;
export type DevelopersDone = keyof typeof DONE_WORDS;

export const doneOf = (raw: string | null): DevelopersDone | null =>
  raw !== null && raw in DONE_WORDS ? (raw as DevelopersDone) : null;

/** Today's use in words: against the daily limit when the quota has one. */
export function usageWords(usage: { today: number; dailyLimit: number | null }, quota: string): string {
  const today = usage.today.toLocaleString('en-AU');
  return usage.dailyLimit === null
    ? `${today} requests today (limit: ${quotaWords(quota)})`
    : `${today} of ${usage.dailyLimit.toLocaleString('en-AU')} requests today`;
}

/** The data managers' page of applications. */
export const REVIEW_KEYS_PATH = '/userProfile/moderate/api-keys';
export type KeyListState = (typeof API_KEY_LIST_STATES)[number];
export const REVIEW_KEYS_DONE = {
  approved: 'The application has been approved and its owner told.',
  quota: 'The quota has been set.',
  deactivated: 'The key has been deactivated and its owner sent the reason.',
} as const;

export interface ReviewKeysRefusal {
  id: number | null;
  field: 'quota' | 'reason' | null;
  message: string;
}
