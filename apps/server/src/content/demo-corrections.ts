import type { Store } from '@trove/db';
import { commitVersion } from '../services/corrections/commit-version.ts';
import { categoryOf } from '../services/corrections/correction-read.service.ts';
import { linesOf, normaliseLineText } from '../services/corrections/lines.ts';
import { DEMO_CORRECTIONS, DEMO_CORRECTOR, type DemoCorrection } from './demo-corrections-data.ts';
import { DEMO_CURATOR, DEMO_READER } from './demo-contributions.ts';

/**
 * Seeds the demonstration corrections once (issue 17 §3), through the same version path as a
 * reader's save, so their history, diffs, search and the hall of fame's tallies are real. Marked
 * as demo corrections, by accounts flagged demo. The marker keeps an operator's revert or
 * deletion from being undone at the next start.
 */

export const DEMO_CORRECTIONS_KEY = 'content.seeded.demoCorrections';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The changes of one demo correction that still apply: lines found with their expected text. */
function changesOf(text: string | null, correction: DemoCorrection): { no: number; text: string }[] {
  const lines = linesOf(text);
  return correction.lines.flatMap((fix) => {
    const no = lines.findIndex((line) => line.text === normaliseLineText(fix.from));
    return no < 0 ? [] : [{ no, text: normaliseLineText(fix.to) }];
  });
}

/** When a demo correction was made, counted back from `now`. */
export function demoCorrectionTime(correction: Pick<DemoCorrection, 'daysAgo' | 'time'>, now: Date): Date {
  const day = new Date(now.getTime() - correction.daysAgo * DAY_MS).toISOString().slice(0, 10);
  return new Date(`${day}T${correction.time}:00.000Z`);
}

/** Names the corrections it made (article ids and versions); none when already seeded or no article is there. */
export async function seedDemoCorrections(
  store: Pick<Store, 'accounts' | 'catalogue' | 'content' | 'transaction'>,
  corrections: DemoCorrection[] = DEMO_CORRECTIONS,
  now: Date = new Date(),
): Promise<string[]> {
  const articleIds = await Promise.all(
    corrections.map((c) => store.catalogue.findRecordIdBySource('article', null, c.troveId)),
  );
  if (articleIds.every((id) => id === undefined)) return [];
  return store.transaction(async (repos) => {
    if (!(await repos.content.insertConfigEntryIfMissing(DEMO_CORRECTIONS_KEY, 'true'))) return [];
    const accounts = {
      corrector: await repos.accounts.ensureUserAccount({ ...DEMO_CORRECTOR, demo: true }),
      reader: await repos.accounts.ensureUserAccount({ ...DEMO_READER, demo: true }),
      curator: await repos.accounts.ensureUserAccount({ ...DEMO_CURATOR, demo: true }),
    };
    const made: string[] = [];
    for (const [index, correction] of corrections.entries()) {
      const articleId = articleIds[index];
      const article =
        articleId === undefined ? undefined : await repos.corrections.correctionArticle(articleId);
      if (!article) continue;
      const lines = changesOf(article.text, correction);
      if (lines.length === 0) continue;
      const at = demoCorrectionTime(correction, now);
      const { version } = await commitVersion(
        repos,
        {
          articleId: article.id,
          baseVersion: article.textVersion,
          correctorId: accounts[correction.by],
          kind: 'demo',
          category: categoryOf(article),
          lines,
          comment: correction.comment,
          reason: null,
          revertsTo: null,
          addressKey: null,
          at: at.toISOString(),
          held: null,
        },
        // As if made on its day: the original OCR stays searchable from then, as for any correction.
        { now: at, survivalMs: 7 * DAY_MS, originalSearchableMs: 90 * DAY_MS },
      );
      made.push(`article ${article.id} version ${version}`);
    }
    return made;
  });
}
