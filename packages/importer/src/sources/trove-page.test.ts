import { describe, expect, it } from 'vitest';
import { trovePageUrl } from './trove-page.ts';

describe('trovePageUrl', () => {
  it("keeps the API's persistent page address as it is", () => {
    expect(trovePageUrl('https://nla.gov.au/nla.news-page3309914')).toBe(
      'https://nla.gov.au/nla.news-page3309914',
    );
  });

  it("turns a harvest's page link into the same persistent form", () => {
    expect(trovePageUrl('http://trove.nla.gov.au/newspaper/page/25225411')).toBe(
      'https://nla.gov.au/nla.news-page25225411',
    );
    expect(trovePageUrl('http://nla.gov.au/nla.news-page25225411/')).toBe(
      'https://nla.gov.au/nla.news-page25225411',
    );
  });

  it("keeps another library's page address, and drops what is no web address", () => {
    expect(trovePageUrl('https://library.example/pages/17')).toBe('https://library.example/pages/17');
    expect(trovePageUrl('javascript:alert(1)')).toBeNull();
    expect(trovePageUrl('page 3')).toBeNull();
    expect(trovePageUrl('  ')).toBeNull();
    expect(trovePageUrl(undefined)).toBeNull();
  });
});
