import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { data } from './api.ts';
import type { XssField, XssTargets } from './xss-fields.ts';
import type { XssPage } from './xss-pages.ts';
import { type XssWorld, shownAt } from './xss-world.ts';

/**
 * Text correction in the stored-XSS corpus (issue 17, ADR 046, 048): each payload as a corrected
 * line and as the correction's comment, shown by the article's history, its diffs and its text.
 */

/** The place of the line a correction changed, by the versions before and after it. */
const CORRECTED_LINE = 'corrected line';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HEADING = 'PAYLOAD CORRECTION TRIAL';

/**
 * A newspaper article to correct: the synthetic corpus has none, so one is imported as an operator
 * imports Trove's article JSON (npm run import -- articles), and found once the index has it.
 */
export async function correctableArticle(world: XssWorld): Promise<number> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-xss-article-'));
  const lines = Array.from({ length: 12 }, (_, i) => `<span>Line ${i + 1} of the trial text</span>`);
  fs.writeFileSync(
    path.join(folder, 'article.json'),
    JSON.stringify({
      id: '990000001',
      heading: HEADING,
      category: 'Article',
      date: '1901-01-01',
      page: '1',
      articleText: `<p>${lines.slice(0, 6).join(' ')}</p><p>${lines.slice(6).join(' ')}</p>`,
    }),
  );
  execFileSync('npx', ['tsx', 'packages/importer/src/cli/import.ts', 'articles', folder], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: world.dataDir },
    encoding: 'utf8',
  });
  for (let i = 0; i < 300; i++) {
    const found = await data(
      world.owner.client.search.run({ category: 'newspapers', keyword: `"${HEADING}"` }),
    );
    const article = found.works.find((work) => work.title === HEADING);
    if (article) return article.id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The imported article never reached the search index');
}

/** One correction a payload: the payload as a line's new text and as the comment. */
export function correctionField(t: () => XssTargets): XssField {
  return {
    name: 'POST /newspaper/article/{id}/correction line text and comment (ADR 046)',
    async write(world, payloads) {
      const id = String(t().correctedArticle);
      const start = await data(world.owner.client.corrections.lines({ id }));
      let version = start.version;
      for (const [i, payload] of payloads.entries()) {
        const no = i % start.lines.length;
        const saved = await data(
          world.owner.client.corrections.save({
            id,
            body: { baseVersion: version, lines: [{ no, text: payload }], comment: payload },
          }),
          payload,
        );
        if (saved.version === null) throw new Error(`The correction was held: ${payload}`);
        // The line as stored (spaces collapsed), which its diff shows.
        const diff = await data(
          world.owner.client.corrections.diff({ id, from: version, to: saved.version }),
          payload,
        );
        shownAt(
          world,
          `${CORRECTED_LINE} ${version} ${saved.version}`,
          diff.lines.map((line) => line.after),
        );
        version = saved.version;
        shownAt(world, 'correction comments', [payload]);
      }
    },
  };
}

/** The article's history: every comment, and each version's diff with the line it changed. */
export const CORRECTION_PAGES: XssPage[] = [
  {
    name: 'article history: the corrections’ comments and each version’s changed line (ADR 048)',
    as: 'anonymous',
    visits: (w, t) => {
      const base = `/newspaper/article/${t.correctedArticle}/history`;
      const diffs = [...w.shown].filter(([place]) => place.startsWith(`${CORRECTED_LINE} `));
      return [
        { url: base, expect: w.shown.get('correction comments') ?? [] },
        ...diffs.map(([place, lines]) => {
          const [from, to] = place.slice(CORRECTED_LINE.length + 1).split(' ');
          return { url: `${base}?from=${from}&to=${to}`, expect: lines };
        }),
      ];
    },
  },
];
