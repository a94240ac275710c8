import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findHarvests, parseHarvestRow, textFilesById } from './harvest-files.ts';

const row = (over: Record<string, string> = {}) => ({
  article_id: '233490663',
  title: 'WARNING OF CYCLONE. WORD FROM WRAGGE. Perth, Wednesday.',
  newspaper_id: '1279',
  newspaper_title: 'The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)',
  page: '3',
  date: '1912-04-11',
  category: 'Article',
  words: '65',
  illustrated: 'N',
  corrections: '0',
  url: 'http://nla.gov.au/nla.news-article233490663',
  page_url: 'http://trove.nla.gov.au/newspaper/page/25225411',
  ...over,
});

describe('reading a row of a harvest', () => {
  it('reads every column the harvester writes', () => {
    expect(parseHarvestRow(row())).toEqual({
      articleId: '233490663',
      heading: 'WARNING OF CYCLONE. WORD FROM WRAGGE. Perth, Wednesday.',
      newspaperId: '1279',
      newspaperTitle: 'The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)',
      page: '3',
      pageSequence: 3,
      date: '1912-04-11',
      category: 'Article',
      words: 65,
      illustrated: false,
      corrections: 0,
      url: 'http://nla.gov.au/nla.news-article233490663',
      pageUrl: 'https://nla.gov.au/nla.news-page25225411',
    });
  });

  it("keeps a supplement's page as written, without a page number to order by", () => {
    expect(parseHarvestRow(row({ page: '8 S', illustrated: 'Y' }))).toMatchObject({
      page: '8 S',
      pageSequence: null,
      illustrated: true,
    });
  });

  it('takes empty cells as unknown', () => {
    expect(parseHarvestRow(row({ words: '', corrections: '', date: '', page: '' }))).toMatchObject({
      words: null,
      corrections: 0,
      date: null,
      page: null,
    });
  });

  it.each([
    [{ article_id: '' }, 'no article_id'],
    [{ article_id: 'nla.news-article1' }, "article_id 'nla.news-article1' is not a Trove article number"],
    [{ title: ' ' }, 'article 233490663 has no title'],
    [{ date: '1912-02-30' }, "date '1912-02-30' is not a date written YYYY-MM-DD"],
    [{ date: '11/04/1912' }, "date '11/04/1912' is not a date written YYYY-MM-DD"],
    [{ words: 'sixty' }, "words 'sixty' is not a whole number"],
    [{ corrections: '-1' }, "corrections '-1' is not a whole number"],
    [{ illustrated: 'yes' }, "illustrated 'yes' is neither Y nor N"],
    [{ newspaper_id: 'Argus' }, "newspaper_id 'Argus' is not a Trove title number"],
  ])('refuses a bad row %o and says why', (over, reason) => {
    expect(() => parseHarvestRow(row(over))).toThrow(reason);
  });
});

describe('finding the harvests in a folder', () => {
  const made: string[] = [];
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harvest-'));
    made.push(dir);
    return dir;
  };
  const write = (file: string, text = '') => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds results.csv and its text folder where the harvester writes them, at any depth', () => {
    const root = folder();
    write(path.join(root, 'data/1536281447/results.csv'));
    write(path.join(root, 'data/1536281447/text/19120411-1279-233490663.txt'), ' text');
    write(path.join(root, 'other/2/results.csv'));
    expect(findHarvests(root)).toEqual([
      {
        results: path.join(root, 'data/1536281447/results.csv'),
        textDir: path.join(root, 'data/1536281447/text'),
      },
      { results: path.join(root, 'other/2/results.csv'), textDir: null },
    ]);
    expect(findHarvests(path.join(root, 'other/2/results.csv'))).toEqual([
      { results: path.join(root, 'other/2/results.csv'), textDir: null },
    ]);
  });

  it('says so when a folder holds no harvest', () => {
    const root = folder();
    write(path.join(root, 'notes.txt'));
    expect(() => findHarvests(root)).toThrow(`no harvest in ${root}: no results.csv in it or below it`);
    expect(() => findHarvests(path.join(root, 'missing'))).toThrow('not found');
  });

  it('finds text files by the article id at the end of their names', () => {
    const root = folder();
    write(path.join(root, 'text/19120411-1279-233490663.txt'));
    write(path.join(root, 'text/readme.txt'));
    expect(textFilesById(path.join(root, 'text'))).toEqual(
      new Map([['233490663', path.join(root, 'text/19120411-1279-233490663.txt')]]),
    );
    expect(textFilesById(null).size).toBe(0);
  });
});
