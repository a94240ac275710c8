/** A configured address that React Router can handle (same site, a path), rather than a full URL. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
