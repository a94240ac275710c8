import { MESSAGES } from '@trove/contracts';
import { expect, inject, test } from '../support/journey.ts';

// A journey's steps build on each other: a failed step ends its journey, and a retry runs it whole.
test.describe.configure({ mode: 'serial' });

/**
 * Addresses a visitor can type that name nothing (ADR 024): the API refuses their id or key
 * (400) or has nothing there (404), and the page says so with a 404 in the spec's words; a 502
 * is only for an API that cannot be reached. Parameter names that every object inherits
 * ('constructor', '__proto__') are parameters like any other.
 */

const FORTY_ONE_DIGITS = '1'.repeat(41);
/** Longer than an NBD id can be (80), within what the API's router reads as one parameter (100). */
const LONG_NBD_ID = 'AuCNLKIN:'.padEnd(90, '9');

/** The page's HTML with the tags taken out and its entities read, so its words can be compared. */
async function pageOf(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(path, inject('baseUrl')), { redirect: 'manual' });
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  return { status: response.status, text };
}

test.describe('a page whose address names nothing', () => {
  for (const [path, heading, sentence] of [
    ['/collection/category/*', 'Collection not found', MESSAGES.notFound('collection', '*')],
    ['/about/__proto__', 'Page not found', MESSAGES.notFound('page', '__proto__')],
    ['/about/toString', 'Page not found', MESSAGES.notFound('page', 'toString')],
    ['/search/category/*?keyword=a', 'Search results', MESSAGES.notFound('collection', '*')],
    [`/work/${FORTY_ONE_DIGITS}`, 'Work not found', MESSAGES.notFound('work', FORTY_ONE_DIGITS)],
    ['/work/2147483648', 'Work not found', MESSAGES.notFound('work', '2147483648')],
    [`/people/${FORTY_ONE_DIGITS}`, 'Person not found', MESSAGES.notFound('person', FORTY_ONE_DIGITS)],
    [`/nbdid/${LONG_NBD_ID}`, 'Page not found', MESSAGES.resourceNotFound],
    [`/version/${FORTY_ONE_DIGITS}`, 'Page not found', MESSAGES.resourceNotFound],
  ] as const)
    test(`${path} answers 404: ${heading}, ${sentence}`, async () => {
      const { status, text } = await pageOf(path);
      expect(status).toBe(404);
      expect(text).toContain(heading);
      expect(text).toContain(sentence);
    });
});

test.describe('a search the API refuses', () => {
  test('answers 400 with why, not a failure of the site', async () => {
    const { status, text } = await pageOf('/search/category/books?keyword=gold&l-nothing=1');
    expect(status).toBe(400);
    expect(text).toContain(MESSAGES.searchFailed);
    expect(text).toContain('l-nothing is not a limit this search knows.');
  });
});

test.describe('parameters named like what every object inherits', () => {
  for (const path of [
    '/search?constructor=x',
    '/search?__proto__=x&keyword=gold',
    '/search?keyword=gold&toString=1',
    '/search/category/books?keyword=gold&constructor=1',
    '/search/category/books?keyword=gold&hasOwnProperty=1',
    '/search/advanced/category/books?__proto__=1&valueOf=2',
  ])
    test(`${path} is a page like any other`, async () => {
      const { status, text } = await pageOf(path);
      expect(status).toBe(200);
      expect(text).not.toContain(MESSAGES.unexpected('load this page'));
    });
});
