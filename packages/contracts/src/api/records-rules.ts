/**
 * The work page's action-panel limits, borrow tabs and the separated-version notice (spec 02 §2,
 * §8, §9). Without zod, so the browser has them without the schemas (ADR 035).
 */

/** Action-panel limits of spec 02 §9: borrow 12, access lists 12, conditional access 4 beside free links. */
export const ACTION_LIMITS = { borrowShown: 12, accessShown: 12, conditionalShown: 4 } as const;

/** Spec 02 §8: a version moved to another work is answered 301, naming that work. */
export const versionSeparatedMessage = (id: number | string) =>
  `Version with id: ${id} has been separated from this work.`;
export const VERSION_SEPARATED_ACTION = 'Click here to go to the new work';

/** Borrow tabs of spec 02 §2: all, each state or territory in lower case, and unknown. */
export const BORROW_STATES = ['act', 'nsw', 'nt', 'qld', 'sa', 'tas', 'vic', 'wa'] as const;
export const BORROW_GROUPS = ['all', ...BORROW_STATES, 'unknown'] as const;
export type BorrowGroup = (typeof BORROW_GROUPS)[number];
