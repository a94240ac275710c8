/**
 * The image of an article's printed page (ADR 049), made from the page address its record gives
 * and the operator's template (PAGE_IMAGE_URL_TEMPLATE): `{pageId}` in the template becomes the
 * address's last path segment. Trove's image service is the default; a library with its own
 * image server (IIIF or other) sets its own template, and 'none' shows the text alone.
 */
export const DEFAULT_PAGE_IMAGE_URL_TEMPLATE = 'https://trove.nla.gov.au/ndp/imageservice/{pageId}/level3';

export const PAGE_ID_PLACEHOLDER = '{pageId}';

/** Why a template cannot be used, or null when it can ('none' switches images off). */
export function pageImageTemplateProblem(template: string): string | null {
  if (template === 'none') return null;
  if (!template.includes(PAGE_ID_PLACEHOLDER)) return `must hold ${PAGE_ID_PLACEHOLDER}, or be 'none'`;
  try {
    const url = new URL(template.replaceAll(PAGE_ID_PLACEHOLDER, 'page'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
}

export function pageImageUrl(pageUrl: string | null, template: string | null): string | null {
  if (!pageUrl || !template || template === 'none') return null;
  let segments: string[];
  try {
    segments = new URL(pageUrl).pathname.split('/').filter(Boolean);
  } catch {
    return null;
  }
  const pageId = segments.at(-1);
  return pageId ? template.replaceAll(PAGE_ID_PLACEHOLDER, encodeURIComponent(decodeSafely(pageId))) : null;
}

/** A segment's own text, so that encoding it again does not double its escapes. */
function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
