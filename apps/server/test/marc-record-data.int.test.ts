import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FacetsAnswerSchema, WorkSchema } from '@trove/contracts';
import type { Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { type ImportSummary, findImporter, runImport, silentProgress } from '@trove/importer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchingApp, seededSearchingApp } from './helpers.ts';

/** The shared corpus beside the repository (or CORPUS_DIR): real MARC records from two library systems. */
const CORPUS = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');
const FILES = [
  // NLA 1990: 260 $c '44647.' (not a year), 008 a 1979 reprint; MARCXML, UTF-8.
  'nla-blacklight/spec/files/marc/1990.marcxml',
  // NLA 1868021: an atlas catalogued as text.
  'nla-blacklight/spec/files/marc/1868021.marcxml',
  // Evergreen: Hebrew books in MARC-8 (leader/09 blank) with 880 fields in Hebrew script.
  'evergreen-datasets/Open-ILS/tests/datasets/hebrew.marc',
];

describe.skipIf(!fs.existsSync(CORPUS)).each(await storesUnderTest())(
  'a real MARC file imported and read through the API on %s',
  (dialect) => {
    let store: Store;
    let running: SearchingApp;
    let app: FastifyInstance;
    let summary: ImportSummary;
    let folder: string;
    const get = (url: string) => app.inject({ method: 'GET', url });
    const workOf = async (sourceId: string) => {
      const row = await queryBuilderOf(store)
        .selectFrom('version')
        .select('workId')
        .where('sourceId', '=', sourceId)
        .executeTakeFirstOrThrow();
      return WorkSchema.parse((await get(`/api/work/${row.workId}`)).json());
    };
    beforeAll(async () => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-marc-'));
      for (const file of FILES)
        fs.copyFileSync(path.join(CORPUS, file), path.join(folder, path.basename(file)));
      store = await createTestStore(dialect);
      summary = await runImport(
        { store, log: () => undefined, progress: silentProgress },
        findImporter('marc')!,
        null,
        folder,
      );
      running = await seededSearchingApp(store);
      app = running.app;
    }, 120_000);
    afterAll(async () => {
      await running?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it('imports every readable record and reports the value it left out', () => {
      expect(summary).toMatchObject({ created: 21, rejected: 1 });
      expect(summary.warnings).toContainEqual({
        file: path.join(folder, '1990.marcxml'),
        position: 'record 1',
        message: "date '44647.' is not a year: left out",
      });
    });

    it('answers a work with its clean year, its languages by name and without the impossible date', async () => {
      const sermons = await workOf('marc:1990');
      expect(sermons.yearRange).toBe('1979');
      expect(sermons.languages).toEqual(['eng']);
      expect(sermons.languageNames).toEqual(['English']);
      expect(sermons.items[0]).toMatchObject({
        year: 1979,
        date: null,
        published: 'Hartford [Conn.] : William S. Marsh',
        languages: ['eng'],
        languageNames: ['English'],
      });
      expect(JSON.stringify(sermons)).not.toContain('44647');
    });

    it("keeps the cataloguer's bracketed date and shows the original script beside the romanised title", async () => {
      const hebrew = await workOf('OCoLC:13810341');
      expect(hebrew.languageNames).toEqual(['Hebrew']);
      expect(hebrew.items[0]).toMatchObject({ year: 1961, date: '[1961]' });
      expect(hebrew.items[0]?.details).toContainEqual({
        label: 'Title in original script',
        values: ['לתורה בלמועדים : רסיסי הגיונות', 'נצוצות חבדיים', 'לתורה ולמועדים'],
      });
    });

    it('files the atlas under Maps with its format', async () => {
      const atlas = await workOf('ANB:1868021');
      expect(atlas).toMatchObject({ category: 'images', primaryFormat: 'Map/Atlas' });
    });

    it('names languages in the facet and counts works under their clean years', async () => {
      const res = await get('/api/search/books/facets?keyword=sermons&facet=language&facet=decade');
      expect(res.statusCode).toBe(200);
      const { facets } = FacetsAnswerSchema.parse(res.json());
      const language = facets.find((f) => f.code === 'language');
      expect(language?.terms.map((t) => [t.term, t.displayTerm])).toContainEqual(['eng', 'English']);
      const decades = facets
        .find((f) => f.code === 'decade')
        ?.terms.flatMap((t) => t.subTerms.map((y) => y.term));
      expect(decades).toContain('1979');
      expect(decades).not.toContain('4464');
    });
  },
);
