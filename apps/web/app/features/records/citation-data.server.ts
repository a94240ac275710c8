import { CitationSchema, type Citation } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';

/** A record's citations for its page; a failure only leaves 'Cite this' out, never the page. */
export async function loadCitation(path: string): Promise<Citation | null> {
  const result = await apiGet(`/citation${path}`, CitationSchema);
  return result.ok ? result.data : null;
}
