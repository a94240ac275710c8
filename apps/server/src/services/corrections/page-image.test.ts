import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_IMAGE_URL_TEMPLATE, pageImageTemplateProblem, pageImageUrl } from './page-image.ts';

describe('pageImageUrl', () => {
  it("makes Trove's page image of the record's persistent page address by default", () => {
    expect(pageImageUrl('https://nla.gov.au/nla.news-page3309914', DEFAULT_PAGE_IMAGE_URL_TEMPLATE)).toBe(
      'https://trove.nla.gov.au/ndp/imageservice/nla.news-page3309914/level3',
    );
  });

  it("fills another library's template with the last segment of its page address, escaped once", () => {
    const iiif = 'https://images.library.example/iiif/{pageId}/full/1200,/0/default.jpg';
    expect(pageImageUrl('https://library.example/pages/mercury%201901-03/', iiif)).toBe(
      'https://images.library.example/iiif/mercury%201901-03/full/1200,/0/default.jpg',
    );
    expect(pageImageUrl('https://library.example/pages/a?b', iiif)).toBe(
      'https://images.library.example/iiif/a/full/1200,/0/default.jpg',
    );
  });

  it('answers none without a page address, a usable one, or a template', () => {
    expect(pageImageUrl(null, DEFAULT_PAGE_IMAGE_URL_TEMPLATE)).toBeNull();
    expect(pageImageUrl('not an address', DEFAULT_PAGE_IMAGE_URL_TEMPLATE)).toBeNull();
    expect(pageImageUrl('https://library.example/', DEFAULT_PAGE_IMAGE_URL_TEMPLATE)).toBeNull();
    expect(pageImageUrl('https://nla.gov.au/nla.news-page1', 'none')).toBeNull();
    expect(pageImageUrl('https://nla.gov.au/nla.news-page1', null)).toBeNull();
  });
});

describe('pageImageTemplateProblem', () => {
  it("accepts the default, another server's template and 'none'", () => {
    expect(pageImageTemplateProblem(DEFAULT_PAGE_IMAGE_URL_TEMPLATE)).toBeNull();
    expect(
      pageImageTemplateProblem('http://localhost:8182/iiif/2/{pageId}/full/max/0/default.jpg'),
    ).toBeNull();
    expect(pageImageTemplateProblem('none')).toBeNull();
  });

  it('refuses a template without the page or that is no web address', () => {
    expect(pageImageTemplateProblem('https://images.example/page.jpg')).toBe(
      "must hold {pageId}, or be 'none'",
    );
    expect(pageImageTemplateProblem('javascript:{pageId}')).toBe('must be an http(s) address');
    expect(pageImageTemplateProblem('/images/{pageId}')).toBe('must be an http(s) address');
  });
});
