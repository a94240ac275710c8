import type { CitationStyle } from '@trove/contracts';

const MEDIA_TYPES: Record<string, string> = {
  xml: 'application/xml',
  bib: 'application/x-bibtex',
};

/**
 * A data: URL for a download style, so the link downloads on the first (server-rendered) paint
 * without JavaScript; citations are a few hundred bytes, well within any browser's URL limit.
 */
export function downloadHref(style: CitationStyle): string {
  const extension = style.filename?.split('.').pop() ?? '';
  const type = MEDIA_TYPES[extension] ?? 'text/plain';
  return `data:${type};charset=utf-8,${encodeURIComponent(style.content)}`;
}

/** Styles offered as a file (EndNote XML, BibTeX) rather than shown in the panel. */
export const isDownload = (style: CitationStyle): style is CitationStyle & { filename: string } =>
  style.filename !== undefined;
