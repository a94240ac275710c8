import type { CslDate, CslItem, CslName } from './csl-json.ts';
import { MONTH_NAMES } from '@trove/contracts';

/** Wikipedia's preferred date form for Australian topics: '11 March 1897', 'March 1897', '1897'. */
export function wikiDate(date: CslDate | undefined): string | undefined {
  const [year, month, day] = date?.['date-parts'][0] ?? [];
  if (year === undefined) return undefined;
  const monthName = month !== undefined ? MONTH_NAMES[month - 1] : undefined;
  return [day, monthName, year].filter((p) => p !== undefined).join(' ');
}

// A pipe or braces inside a value would end the parameter or the template.
const escapeValue = (value: string) =>
  value.replace(/\s+/g, ' ').trim().replace(/\{/g, '&#123;').replace(/\}/g, '&#125;').replace(/\|/g, '{{!}}');

function authorParams(authors: CslName[] | undefined): [string, string | undefined][] {
  return (authors ?? []).flatMap((name, i): [string, string | undefined][] =>
    name.literal !== undefined
      ? [[`author${i + 1}`, name.literal]]
      : [
          [`last${i + 1}`, name.family],
          [`first${i + 1}`, name.given],
        ],
  );
}

function template(name: string, params: [string, string | undefined][]): string {
  const body = params
    .filter((p): p is [string, string] => p[1] !== undefined && p[1] !== '')
    .map(([key, value]) => ` |${key}=${escapeValue(value)}`)
    .join('');
  return `{{${name}${body}}}`;
}

/** {{cite news}} for articles, {{cite web}} for portal pages, {{cite book}} for everything else. */
export function wikipediaCitation(item: CslItem): string {
  const common: [string, string | undefined][] = [
    ['url', item.URL],
    ['access-date', wikiDate(item.accessed)],
  ];
  if (item.type === 'article-newspaper')
    return template('cite news', [
      ['title', item.title],
      ['newspaper', item['container-title']],
      ['location', item['publisher-place']],
      ['date', wikiDate(item.issued)],
      ['page', item.page],
      ['issn', item.ISSN],
      ...common,
      ['via', item.source],
    ]);
  if (item.type === 'webpage')
    return template('cite web', [['title', item.title], ['website', item['container-title']], ...common]);
  return template('cite book', [
    ...authorParams(item.author),
    ['title', item.title],
    ['date', wikiDate(item.issued)],
    ['publisher', item.publisher],
    ['location', item['publisher-place']],
    ['isbn', item.ISBN],
    ['language', item.language],
    ...common,
    ['via', item.source],
  ]);
}
