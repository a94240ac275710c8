import type { ApiResult, Citation } from '@trove/contracts';

/** A record's citations for its page, from its citation call; a failure only leaves 'Cite this' out, never the page. */
export async function loadCitation(call: Promise<ApiResult<Citation>>): Promise<Citation | null> {
  const result = await call;
  return result.ok ? result.data : null;
}
