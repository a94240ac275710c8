import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { errorBody, toXml } from './encode.ts';

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);

describe('v3 XML', () => {
  it("puts ids, codes and paging in attributes and repeats a list's element", () => {
    const xml = toXml({
      query: 'flood',
      category: [
        {
          code: 'newspaper',
          name: 'Newspapers & Gazettes',
          records: {
            s: '*',
            n: '2',
            total: 2,
            article: [
              { id: '1', heading: 'A' },
              { id: '2', heading: 'B & C' },
            ],
          },
        },
      ],
    });
    const { response } = parse(xml);
    expect(response.query).toBe('flood');
    expect(response.category).toMatchObject({ '@code': 'newspaper', '@name': 'Newspapers & Gazettes' });
    expect(response.category.records).toMatchObject({ '@s': '*', '@n': '2', '@total': '2' });
    expect(response.category.records.article).toEqual([
      { '@id': '1', heading: 'A' },
      { '@id': '2', heading: 'B & C' },
    ]);
  });

  it('escapes markup in text, so an article text is text inside the element', () => {
    const { response } = parse(toXml({ articleText: '<p>1 < 2</p>' }));
    expect(response.articleText).toBe('<p>1 < 2</p>');
  });

  it('keeps a name that is not a category as an element, and makes a bad key a good element name', () => {
    const { response } = parse(
      toXml({ facet: [{ name: 'decade', term: [{ search: '189' }] }], '1x y': 'v' }),
    );
    expect(response.facet.name).toBe('decade');
    expect(response._1x_y).toBe('v');
  });
});

describe("v3's error body", () => {
  it('is statusCode, statusText and description, in JSON or under <error>', () => {
    expect(JSON.parse(errorBody(429, 'Slow down', 'json'))).toEqual({
      statusCode: 429,
      statusText: 'Too Many Requests',
      description: 'Slow down',
    });
    expect(parse(errorBody(403, 'No key & no entry', 'xml')).error).toEqual({
      statusCode: 403,
      statusText: 'Forbidden',
      description: 'No key & no entry',
    });
  });
});
