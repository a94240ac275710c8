import { buildWork, storesUnderTest } from '@trove/db/test-support';
import { describe, expect, it } from 'vitest';
import { keywordTerms } from '../src/criteria-query.ts';
import { indexedWorld } from './indexed-world.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Records catalogued with MARC 880 fields, as the importer keeps them (original-script.ts). */
async function seed(store: Parameters<Parameters<typeof indexedWorld>[1]>[0]) {
  const chinese = await buildWork(store, {
    work: { title: 'Gong gu min zhu ji zhong zhi he Zhong Su guan xi wen ti.' },
    version: {
      publisher: 'Fujian ren min chu ban she',
      details: json({
        titleInOriginalScript: ['巩固民主集中制和中苏关系問題.'],
        publishedInOriginalScript: ['福州 : 福建人民出版社, 1957.'],
      }),
    },
  });
  const hebrew = await buildWork(store, {
    work: { title: 'Sefer ha-zikaron', creators: json(['Levi, Yosef']) },
    version: {
      details: json({ titleInOriginalScript: ['ספר הזכרון'], namesInOriginalScript: ['לוי, יוסף'] }),
    },
  });
  await buildWork(store, { work: { title: 'Chinese relations with the Soviet Union' } });
  return { chinese: chinese.workId, hebrew: hebrew.workId };
}

describe.each(await storesUnderTest())('titles and names in their original script, on %s', (dialect) => {
  const world = indexedWorld(dialect, seed);
  const books = (keyword: string) =>
    world.writer.search({
      terms: keywordTerms(keyword),
      categories: ['books'],
      startPos: 0,
      pageSize: 10,
      sortBy: 'relevance',
      facets: [],
    });

  it('finds a Chinese title by a word inside it, though Chinese is written without spaces', async () => {
    expect((await books('中苏关系')).works.map((w) => w.id)).toEqual([world.seeded.chinese]);
    expect((await books('关系中苏')).total).toBe(0);
  });

  it('finds it by its whole title first, and by the romanised title as before', async () => {
    expect((await books('巩固民主集中制和中苏关系問題')).works[0]?.id).toBe(world.seeded.chinese);
    expect((await books('zhong su guan xi')).works[0]?.id).toBe(world.seeded.chinese);
  });

  it('shows the publisher in its script as it was written', async () => {
    const page = await books('福建人民出版社');
    expect(page.works.map((w) => w.id)).toEqual([world.seeded.chinese]);
    const snippet = page.works[0]?.snippets[0]?.map((p) => p.text).join('') ?? '';
    expect(snippet).toContain('福州 : 福建人民出版社');
  });

  it('finds a Hebrew title and its author’s name in Hebrew', async () => {
    expect((await books('הזכרון')).works.map((w) => w.id)).toEqual([world.seeded.hebrew]);
    expect((await books('יוסף')).works.map((w) => w.id)).toEqual([world.seeded.hebrew]);
  });
});
