import { truncateCrumb } from '@trove/contracts';
import type { PageCrumb } from '../../lib/crumb-handle.ts';
import type { HistoryEntry } from './route-history.ts';

export type { PageCrumb };

export interface TrailCrumb {
  text: string;
  /** The full text, when the shown text was shortened. */
  title?: string;
  to?: string;
}

/**
 * Spec 01 §2.2 and §5: Home first, then the previous page from history, then the page's own crumbs;
 * on a landing or collection route the history crumb is prefixed with the category name and a dash.
 */
export function assembleCrumbs(
  current: readonly PageCrumb[],
  history: HistoryEntry | null,
  category: string | null,
): TrailCrumb[] {
  const all: PageCrumb[] = [{ text: 'Home', to: '/', exempt: true }];
  const currentTexts = new Set(current.map((c) => c.text));
  if (history && !currentTexts.has(history.label)) {
    all.push({ text: category ? `${category} - ${history.label}` : history.label, to: history.path });
  }
  all.push(...current);
  return all.map((crumb) => {
    const text = truncateCrumb(crumb, all.length);
    return {
      text,
      ...(text !== crumb.text ? { title: crumb.text } : {}),
      ...(crumb.to ? { to: crumb.to } : {}),
    };
  });
}
