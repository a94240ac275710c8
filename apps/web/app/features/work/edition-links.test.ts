import { describe, expect, it } from 'vitest';
import { keptQueryOf, versionHref, workHref } from './edition-links.ts';

describe('links between a work and its editions', () => {
  it('keeps only keyword and includeraw', () => {
    const kept = keptQueryOf(new URLSearchParams('keyword=natural life&includeraw=y&etitle=x&startPos=20'));
    expect(versionHref(12, 34, kept)).toBe('/work/12/version/34?keyword=natural+life&includeraw=y');
    expect(workHref(12, kept)).toBe('/work/12?keyword=natural+life&includeraw=y');
  });

  it('counts includeraw only when it equals y', () => {
    for (const value of ['yes', 'Y', 'true', ''])
      expect(keptQueryOf(new URLSearchParams({ includeraw: value })).includeRaw).toBe(false);
    expect(workHref(5, keptQueryOf(new URLSearchParams('includeraw=true')))).toBe('/work/5');
  });

  it('drops an empty keyword', () => {
    expect(workHref(5, keptQueryOf(new URLSearchParams('keyword=')))).toBe('/work/5');
  });
});
