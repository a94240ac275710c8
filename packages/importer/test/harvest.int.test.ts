import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Store } from '@trove/db';
import { buildArticle, createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportContext } from '../src/core/context.ts';
import { silentProgress } from '../src/core/progress.ts';
import { findImporter } from '../src/registry.ts';
import { runImport } from '../src/run-import.ts';

const HEADER =
  'article_id,title,newspaper_id,newspaper_title,page,date,category,words,illustrated,corrections,url,page_url';

/** A small harvest in the harvester's layout: data/<harvest>/results.csv and text/*.txt. */
function writeHarvest(): { root: string; results: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'harvest-int-'));
  const dir = path.join(root, 'data', '1536281447');
  fs.mkdirSync(path.join(dir, 'text'), { recursive: true });
  const results = path.join(dir, 'results.csv');
  fs.writeFileSync(
    results,
    [
      HEADER,
      '233490663,"WARNING OF CYCLONE. WORD FROM WRAGGE.",1279,"The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)",3,1912-04-11,Article,65,N,0,http://nla.gov.au/nla.news-article233490663,http://trove.nla.gov.au/newspaper/page/25225411',
      '79894176,"CLEMENT WRAGGE. SAYS NOR\'- WEST CYCLONE.",275,"The Daily News (Perth, WA : 1882 - 1950)",8 S,1912-04-09,Article,99,Y,2,http://nla.gov.au/nla.news-article79894176,http://trove.nla.gov.au/newspaper/page/7805188',
      '105226040,"THE W.A. CYCLONE",395,"Daily Herald (Adelaide, SA : 1910 - 1924)",5,1912-02-30,Article,109,N,0,http://nla.gov.au/nla.news-article105226040,',
      '233490663,"WARNING OF CYCLONE (again)",1279,"The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)",3,1912-04-11,Article,65,N,0,,',
      '555,"ALREADY FROM THE API",1279,"The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)",1,1912-04-11,Article,10,N,0,,',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(dir, 'text', '19120411-1279-233490663.txt'),
    ' WARNING OF CYCLONE. Mr. Wragge says.\n',
  );
  return { root, results };
}

describe.each(await storesUnderTest())('importing a newspaper harvest on %s', (dialect) => {
  let store: Store;
  let harvest: { root: string; results: string };
  let ctx: ImportContext;
  const importer = findImporter('harvest')!;
  const articles = () =>
    queryBuilderOf(store)
      .selectFrom('article')
      .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
      .select([
        'article.source',
        'article.sourceId',
        'article.heading',
        'article.date',
        'article.page',
        'article.pageSequence',
        'article.category',
        'article.wordCount',
        'article.illustrated',
        'article.correctionCount',
        'article.text',
        'article.troveUrl',
        'article.pageUrl',
        'newspaperTitle.sourceId as titleSourceId',
        'newspaperTitle.name as titleName',
        'newspaperTitle.state as titleState',
      ])
      .where('article.source', '=', 'trove-harvest')
      .orderBy('article.sourceId')
      .execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ctx = { store, log: () => undefined, progress: silentProgress };
    harvest = writeHarvest();
    // The titles source already gave the Murchison Times, under its own fuller name.
    await store.catalogue.saveNewspaperTitle({
      source: 'trove-newspaper-title',
      sourceId: '1279',
      name: 'The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)',
      state: 'WA',
      place: 'Cue',
    });
    // Article 555 came from the Trove API before: the harvest leaves that fuller record alone.
    await buildArticle(store, {
      source: 'trove-article',
      sourceId: '555',
      heading: 'From the API',
      titleId: null,
    });
  });
  afterAll(async () => {
    await store.destroy();
    fs.rmSync(harvest.root, { recursive: true, force: true });
  });

  it('imports the articles of any folder holding a harvest, rejecting bad rows by file and row', async () => {
    const summary = await runImport(ctx, importer, null, harvest.root);
    expect(summary).toMatchObject({ read: 5, created: 2, unchanged: 0, skipped: 2, rejected: 1 });
    expect(summary.rejections).toEqual([
      {
        file: harvest.results,
        position: 'row 3',
        reason: "date '1912-02-30' is not a date written YYYY-MM-DD",
      },
    ]);
    expect(await articles()).toEqual([
      {
        source: 'trove-harvest',
        sourceId: '233490663',
        heading: 'WARNING OF CYCLONE. WORD FROM WRAGGE.',
        date: '1912-04-11',
        page: '3',
        pageSequence: 3,
        category: 'Article',
        wordCount: 65,
        illustrated: 0,
        correctionCount: 0,
        text: '<p>WARNING OF CYCLONE. Mr. Wragge says.</p>',
        troveUrl: 'http://nla.gov.au/nla.news-article233490663',
        pageUrl: 'https://nla.gov.au/nla.news-page25225411',
        titleSourceId: '1279',
        titleName: 'The Murchison Times and Day Dawn Gazette (Cue, WA : 1894 - 1925)',
        titleState: 'WA',
      },
      {
        source: 'trove-harvest',
        sourceId: '79894176',
        heading: "CLEMENT WRAGGE. SAYS NOR'- WEST CYCLONE.",
        date: '1912-04-09',
        page: '8 S',
        pageSequence: null,
        category: 'Article',
        wordCount: 99,
        illustrated: 1,
        correctionCount: 2,
        text: null,
        troveUrl: 'http://nla.gov.au/nla.news-article79894176',
        pageUrl: 'https://nla.gov.au/nla.news-page7805188',
        titleSourceId: '275',
        titleName: 'The Daily News (Perth, WA : 1882 - 1950)',
        titleState: 'WA',
      },
    ]);
  });

  it('reuses a newspaper title the titles source gave, and creates a missing one once', async () => {
    const titles = await queryBuilderOf(store)
      .selectFrom('newspaperTitle')
      .select(['source', 'sourceId', 'place', 'startDate', 'endDate'])
      .orderBy('sourceId')
      .execute();
    expect(titles).toEqual([
      { source: 'trove-newspaper-title', sourceId: '1279', place: 'Cue', startDate: null, endDate: null },
      { source: 'trove-newspaper-title', sourceId: '275', place: null, startDate: '1882', endDate: '1950' },
    ]);
  });

  it('changes nothing when the same harvest is imported again', async () => {
    const again = await runImport(ctx, importer, null, harvest.root);
    expect(again).toMatchObject({ read: 5, created: 0, updated: 0, unchanged: 2, skipped: 2, rejected: 1 });
    expect(await articles()).toHaveLength(2);
  });
});
