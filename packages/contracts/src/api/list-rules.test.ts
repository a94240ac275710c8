import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, WEB_ARCHIVE_URL, urlItemProblems } from './list-rules.ts';

const linkProblem = (link: string) =>
  urlItemProblems({ link, title: 'A page' }).find((p) => p.field === 'link')?.message ?? null;

describe('a web address added to a list (spec 03 §5 Add URL, urlProtocol)', () => {
  it('takes a secure address', () => {
    expect(linkProblem('https://www.slv.vic.gov.au/search')).toBeNull();
    expect(linkProblem(' https://example.org/x ')).toBeNull();
  });

  it('asks for https, and refuses what a browser would not follow', () => {
    expect(linkProblem('http://example.org/x')).toBe(LIST_MESSAGES.urlInsecure);
    for (const link of ['ftp://example.org', 'javascript:alert(1)', 'example.org', 'https://'])
      expect(linkProblem(link), link).toBe(LIST_MESSAGES.urlInvalid);
    expect(linkProblem('')).toBe(LIST_MESSAGES.requiredPlain);
  });

  it('sends an address in the web archive to the Websites category, whatever its scheme', () => {
    expect(linkProblem(`${WEB_ARCHIVE_URL}/awa/20200101000000/https://example.org/`)).toBe(
      LIST_MESSAGES.urlWebArchive,
    );
    expect(linkProblem(`${WEB_ARCHIVE_URL.replace('https:', 'http:')}/awa/*/example.org`)).toBe(
      LIST_MESSAGES.urlWebArchive,
    );
  });
});
