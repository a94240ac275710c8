import { describe, expect, it } from 'vitest';
import { problemWith } from './verdict.ts';

const v3NotFound = {
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ statusCode: 404, statusText: 'Not Found', description: 'There is no API call' }),
};
const get = (url: string) => ({ method: 'GET', url, headers: {} }) as Parameters<typeof problemWith>[0];

/** The fuzz run's verdict on v3's answers (ADR 051): its own error shape, wherever its router answers. */
describe('the verdict on /v3 answers', () => {
  it("takes v3's error shape on its paths and refuses the portal's there", () => {
    expect(problemWith(get('/v3/nothing'), v3NotFound)).toBeNull();
    expect(
      problemWith(get('/v3/nothing'), {
        ...v3NotFound,
        body: JSON.stringify({ error: 'not_found', message: 'No.' }),
      }),
    ).toBe("answered 404 without v3's error body");
  });

  it("takes v3's answer to a path whose dot segments lead out of /v3, which its router keeps", () => {
    expect(problemWith(get('/v3/..//x'), v3NotFound)).toBeNull();
  });

  it('refuses a bare 404 anywhere', () => {
    expect(
      problemWith(get('/v3/..//x'), { status: 404, contentType: 'text/plain', body: 'no' }),
    ).not.toBeNull();
  });
});
