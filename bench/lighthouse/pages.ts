import type { WorkResult } from '@trove/contracts';
import { benchClient } from '../api-client.ts';

/** A page to audit: what it is, and its path on the portal. */
export interface AuditedPage {
  name: string;
  path: string;
}

export const RESULTS_PATH = '/search/category/books?keyword=australia';

async function firstResults(baseUrl: string, category: string, keyword: string): Promise<WorkResult[]> {
  const answer = await benchClient(baseUrl).search.run({ category, keyword, pageSize: '50' });
  if (!answer.ok) throw new Error(`Searching ${category} for ${keyword} failed: ${JSON.stringify(answer)}`);
  return answer.data.works;
}

/**
 * Issue 14 §4's pages: home, a results page, a work page with an image and one without, and a
 * newspaper article. The ids come from searches of the running portal, so any corpus will do.
 */
export async function defaultPages(baseUrl: string): Promise<AuditedPage[]> {
  const pages: AuditedPage[] = [
    { name: 'home', path: '/' },
    { name: 'results', path: RESULTS_PATH },
  ];
  const works = [
    ...(await firstResults(baseUrl, 'books', 'australia')),
    ...(await firstResults(baseUrl, 'images', 'australia')),
  ].filter((w) => w.workType === 'work');
  const withImage = works.find((w) => w.thumbnailUrl !== null);
  const withoutImage = works.find((w) => w.thumbnailUrl === null);
  if (withImage) pages.push({ name: 'work (image)', path: `/work/${withImage.id}` });
  if (withoutImage) pages.push({ name: 'work (no image)', path: `/work/${withoutImage.id}` });
  const article = (await firstResults(baseUrl, 'newspapers', 'australia')).find(
    (w) => w.workType === 'newspaper',
  );
  if (article) pages.push({ name: 'article', path: `/newspaper/article/${article.id}` });
  return pages;
}

/** `--page name=/path` (or a bare path, named by itself). */
export function parsePageOption(option: string): AuditedPage {
  const at = option.indexOf('=');
  if (at > 0 && option.slice(at + 1).startsWith('/'))
    return { name: option.slice(0, at), path: option.slice(at + 1) };
  return { name: option, path: option };
}
