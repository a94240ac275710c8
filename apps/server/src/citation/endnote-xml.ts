import type { CslDate, CslItem, CslName } from './csl-json.ts';

// citation-js has no maintained EndNote XML output, so this writes the format EndNote imports
// (File > Import > EndNote generated XML): <xml><records><record>… with numbered reference types.
const REF_TYPES: Record<string, [string, number]> = {
  book: ['Book', 6],
  'article-newspaper': ['Newspaper Article', 23],
  'article-journal': ['Journal Article', 17],
  webpage: ['Web Page', 12],
  thesis: ['Thesis', 32],
  map: ['Map', 20],
  graphic: ['Artwork', 2],
  song: ['Music', 61],
  motion_picture: ['Film or Broadcast', 21],
};

/** XML 1.0 text: escaped, and without control characters XML forbids even as references. */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const el = (name: string, value: string | undefined) =>
  value === undefined || value === '' ? '' : `<${name}>${xmlText(value)}</${name}>`;

const nameText = (name: CslName) =>
  name.literal ?? [name.family, name.given].filter((p) => p !== undefined).join(', ');

function isoDate(date: CslDate | undefined): string | undefined {
  const parts = date?.['date-parts'][0];
  if (!parts) return undefined;
  return parts
    .filter((p) => p !== undefined)
    .map((p, i) => (i === 0 ? String(p) : String(p).padStart(2, '0')))
    .join('-');
}

/** One <record> of an EndNote XML file. */
export function endnoteRecord(item: CslItem): string {
  const [typeName, typeNumber] = REF_TYPES[item.type] ?? ['Generic', 13];
  const authors = (item.author ?? []).map((a) => el('author', nameText(a))).join('');
  const year = item.issued?.['date-parts'][0]?.[0];
  const database = item.source ?? item['container-title'];
  const record = [
    el('database', database),
    el('source-app', database),
    `<ref-type name="${typeName}">${typeNumber}</ref-type>`,
    authors ? `<contributors><authors>${authors}</authors></contributors>` : '',
    `<titles>${el('title', item.title)}${el('secondary-title', item['container-title'])}</titles>`,
    item.type === 'article-newspaper'
      ? `<periodical>${el('full-title', item['container-title'])}</periodical>`
      : '',
    el('pages', item.page),
    item.issued
      ? `<dates>${el('year', year === undefined ? undefined : String(year))}<pub-dates>${el('date', isoDate(item.issued))}</pub-dates></dates>`
      : '',
    el('pub-location', item['publisher-place']),
    el('publisher', item.publisher),
    el('isbn', item.ISBN ?? item.ISSN),
    el('language', item.language),
    `<urls><related-urls>${el('url', item.URL)}</related-urls></urls>`,
    el('remote-database-name', database),
    el('access-date', isoDate(item.accessed)),
  ].join('');
  return `<record>${record}</record>`;
}

export function endnoteXml(item: CslItem): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<xml><records>${endnoteRecord(item)}</records></xml>\n`;
}
