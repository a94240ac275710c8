import type { ServiceDeps } from '../deps.ts';

/**
 * After a correction the original OCR stays searchable beside the corrected text for a while
 * (ADR 046). This sweep ends that for articles whose period has passed: each is logged for the
 * search index, which then indexes the corrected text only. Answers how many articles it ended.
 */
const BATCH = 1000;

export async function endOriginalSearch(deps: ServiceDeps<'corrections'>): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await deps.store.corrections.expireOriginalSearch(deps.now().toISOString(), BATCH);
    total += ended;
    if (ended < BATCH) return total;
  }
}
