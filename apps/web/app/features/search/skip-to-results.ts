import type { SkipLink } from '../../lib/crumb-handle.ts';

/** The element a results page's 'Skip to results' link moves focus to. */
export const RESULTS_ID = 'results';

export const RESULTS_SKIP_LINK: SkipLink = { href: `#${RESULTS_ID}`, text: 'Skip to results' };
