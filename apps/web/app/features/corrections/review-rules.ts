/** The data managers' review of corrections (issue 17 §1): its address, its outcomes and its forms' intents. */
export const REVIEW_PATH = '/userProfile/moderate/corrections';

export const REVIEW_DONE = {
  approved: 'The correction has been approved and is now part of the text.',
  rejected: 'The correction has been rejected.',
  blocked: 'The account may no longer correct text.',
  unblocked: 'The account may correct text again.',
} as const;
export type ReviewDone = keyof typeof REVIEW_DONE;

export const REVIEW_INTENTS = ['approve', 'reject', 'block', 'unblock'] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export interface ReviewRefusal {
  intent: ReviewIntent | null;
  /** The held correction or the account the refusal is about, so its form shows it. */
  subject: string | null;
  message: string;
  reason: string;
}
