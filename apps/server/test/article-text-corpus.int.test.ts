import fs from 'node:fs';
import path from 'node:path';
import { ArticleLinesSchema, ArticleSchema } from '@trove/contracts';
import { type Store, decodeCharacterReferences, htmlToText } from '@trove/db';
import { createTestStore, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { findImporter, runImport, silentProgress } from '@trove/importer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';

/** The shared corpus beside the repository (or CORPUS_DIR): the demo's real newspaper articles. */
const CORPUS = process.env.CORPUS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');
const HARVEST_TEXT = path.join(CORPUS, 'glam-workbench-presentations-harvest/trove/data/1536281447/text');
/** A character reference left as written: '&nbsp;', '&lt;', '&#160;'… */
const REFERENCE = /&(?:[a-z]{2,8}|#\d{1,7}|#x[\da-f]{1,6});/i;

/**
 * Issue 29 point 15: every article of the demo corpus (the harvest's 380 OCR texts and the Trove
 * API's articles) shows its text as written, on the page and in the correction lines: no literal
 * '&nbsp;' or '&lt;', and the words of each harvest file all there.
 */
describe.skipIf(!fs.existsSync(HARVEST_TEXT)).each(await storesUnderTest())(
  'the demo articles’ text on %s',
  (dialect) => {
    let store: Store;
    let app: FastifyInstance;
    let articles: { id: number; source: string; sourceId: string }[];

    beforeAll(async () => {
      store = await createTestStore(dialect);
      const ctx = { store, log: () => undefined, progress: silentProgress };
      for (const [name, folder] of [
        ['articles', 'trove_experiment-articles'],
        ['harvest', 'glam-workbench-presentations-harvest'],
      ] as const)
        await runImport(ctx, findImporter(name)!, null, path.join(CORPUS, folder));
      app = await testApp(store);
      articles = await queryBuilderOf(store)
        .selectFrom('article')
        .select(['id', 'source', 'sourceId'])
        .execute();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await store?.destroy();
    });

    it('holds every article of both sources', () => {
      expect(articles.length).toBeGreaterThanOrEqual(380);
    });

    it('shows no character reference as written on any article page or correction line', async () => {
      const shown: string[] = [];
      for (const { id, sourceId } of articles) {
        const page = ArticleSchema.parse((await app.inject({ url: `/api/newspaper/article/${id}` })).json());
        const lines = ArticleLinesSchema.parse(
          (await app.inject({ url: `/api/newspaper/article/${id}/lines` })).json(),
        );
        // The page's sanitised HTML read as a browser shows it, and each line as the editor shows it.
        for (const text of [htmlToText(page.text), ...lines.lines.map((line) => line.text)])
          if (REFERENCE.test(text)) shown.push(`${sourceId}: ${REFERENCE.exec(text)?.[0]}`);
      }
      expect(shown).toEqual([]);
    });

    it("answers every article through /v3 with the fields Trove always sends, of Trove's types (point 17)", async () => {
      const string = (value: unknown) => typeof value === 'string' && value !== '';
      const problems: string[] = [];
      for (const { id, sourceId } of articles)
        for (const reclevel of ['brief', 'full'])
          for (const include of ['', '&include=articletext']) {
            const res = await app.inject({
              url: `/v3/newspaper/${id}?reclevel=${reclevel}&encoding=json${include}`,
            });
            const article = res.json<Record<string, unknown>>();
            const title = article.title as Record<string, unknown> | null;
            const checks: [string, boolean][] = [
              ['status', res.statusCode === 200],
              ['id', string(article.id)],
              ['url', string(article.url)],
              ['heading', typeof article.heading === 'string'],
              ['title', string(title?.id) && string(title?.title)],
              ['date', string(article.date)],
              // A harvest's supplement page '5 S' is page '5', sequence '5 S', as Trove gives it.
              ['page', string(article.page) && /^\d+$/.test(String(article.page))],
              ['pageSequence', string(article.pageSequence)],
              ['troveUrl', string(article.troveUrl)],
            ];
            if (reclevel === 'full')
              checks.push(
                ['illustrated', article.illustrated === 'Y' || article.illustrated === 'N'],
                ['correctionCount', /^\d+$/.test(String(article.correctionCount))],
              );
            if (include) checks.push(['articleText', typeof article.articleText === 'string']);
            for (const [field, ok] of checks)
              if (!ok) problems.push(`${sourceId} ${reclevel}${include}: ${field}`);
          }
      expect(problems).toEqual([]);
    });

    it('keeps every word of each harvest text, a "<" in the OCR as a character', async () => {
      const bySource = new Map(articles.map((a) => [a.sourceId, a.id]));
      let withAngle = 0;
      for (const name of fs.readdirSync(HARVEST_TEXT)) {
        const id = bySource.get(/-(\d+)\.txt$/.exec(name)?.[1] ?? '');
        if (id === undefined) continue;
        const raw = decodeCharacterReferences(fs.readFileSync(path.join(HARVEST_TEXT, name), 'utf8'));
        const lines = ArticleLinesSchema.parse(
          (await app.inject({ url: `/api/newspaper/article/${id}/lines` })).json(),
        );
        const words = (text: string) => text.split(/\s+/).filter(Boolean);
        expect(words(lines.lines.map((line) => line.text).join(' ')), name).toEqual(words(raw));
        if (raw.includes('<')) withAngle += 1;
      }
      expect(withAngle).toBeGreaterThan(0);
    });
  },
);
