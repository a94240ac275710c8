/**
 * Spec 01 §2.8: images of 1px or less count as failed (tracking pixels, "no image" placeholders).
 * Landing images need more than 2 by 2 pixels (§2.3).
 */
export function isUsableImage(width: number, height: number, minExclusive = 1): boolean {
  return width > minExclusive && height > minExclusive;
}

/** One retry with https for an address that came over plain http (spec 01 §2.8). */
export function httpsRetryUrl(url: string): string | null {
  return url.startsWith('http://') ? `https://${url.slice('http://'.length)}` : null;
}
