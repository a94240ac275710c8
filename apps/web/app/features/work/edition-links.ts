/**
 * Spec 02 §2: moving between a work and its editions keeps only `keyword` and `includeraw`, and
 * includeraw counts only when it equals 'y'.
 */
export interface KeptQuery {
  keyword: string | null;
  includeRaw: boolean;
}

export function keptQueryOf(search: URLSearchParams): KeptQuery {
  const keyword = search.get('keyword');
  return { keyword: keyword || null, includeRaw: search.get('includeraw') === 'y' };
}

export function queryString(kept: KeptQuery): string {
  const params = new URLSearchParams();
  if (kept.keyword) params.set('keyword', kept.keyword);
  if (kept.includeRaw) params.set('includeraw', 'y');
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function workHref(workId: number | string, kept: KeptQuery): string {
  return `/work/${encodeURIComponent(String(workId))}${queryString(kept)}`;
}

export function versionHref(workId: number | string, versionId: number | string, kept: KeptQuery): string {
  return `/work/${encodeURIComponent(String(workId))}/version/${encodeURIComponent(String(versionId))}${queryString(kept)}`;
}
