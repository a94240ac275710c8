/**
 * npm run bench:dashboard -- [--synthetic <works>]
 *
 * How long the partner dashboard's report takes (ADR 044). Without options: on the store named by
 * DATABASE_URL or DATA_DIR (a portal's, with its corpus), for the five libraries holding most.
 * With --synthetic N: first writes, through the repositories, N works of one library 'BENCH' (two
 * held editions each, over ten collections, formats and a century of years) with a public tag on
 * every tenth and a note on every twentieth, plus as many works held elsewhere. Prints holdings and
 * the median of five runs of the whole report. It prints figures; it never fails on them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '@trove/contracts';
import { type Store, openStore } from '@trove/db';
import { libraryReport } from '../../apps/server/src/services/dashboard.service.ts';
import { TEST_CONFIG } from '../../apps/server/test/helpers.ts';

const { values } = parseArgs({ options: { synthetic: { type: 'string' } } });
const store = openStore({
  dataDir: path.resolve(process.env.DATA_DIR || './data'),
  databaseUrl: process.env.DATABASE_URL || undefined,
});
await store.migrate();

const FORMATS = ['Book', 'Map', 'Photograph', 'Sound', 'Periodical'];

/** N works of BENCH, two editions each held there, and N held by OTHER; some public tags and notes. */
async function writeSynthetic(target: Store, works: number): Promise<void> {
  for (const nuc of ['BENCH', 'OTHER'])
    await target.libraries.saveLibrary({ nuc, name: `Library ${nuc}`, openToPublic: 1 });
  const userId = await target.accounts.ensureUserAccount({ username: 'bench-reader', displayName: 'Bench' });
  const started = performance.now();
  for (let batch = 0; batch < works; batch += 500) {
    await target.transaction(async (trx) => {
      for (let i = batch; i < Math.min(works, batch + 500); i++)
        for (const nuc of ['BENCH', 'OTHER']) {
          const sourceId = `${nuc}-${i}`;
          const work = {
            source: 'bench-dashboard',
            sourceId,
            groupKey: `bench|${sourceId}`,
            title: `Work ${i}`,
            category: CATEGORIES[i % 7]!.key,
            yearStart: 1850 + (i % 150),
          };
          const format = FORMATS[i % FORMATS.length]!;
          const first = await trx.catalogue.saveWork({
            work,
            version: { source: 'bench-dashboard', sourceId, title: work.title, format, year: work.yearStart },
            holdings: [{ nuc }],
          });
          await trx.catalogue.saveWork({
            work,
            version: { source: 'bench-dashboard', sourceId: `${sourceId}-2`, title: work.title, format },
            holdings: [{ nuc }],
          });
          if (nuc === 'BENCH' && i % 10 === 0)
            await trx.tags.insertTag({
              name: `t${i % 50}`,
              userId,
              targetType: 'work',
              targetId: first.workId,
            });
          if (nuc === 'BENCH' && i % 20 === 0)
            await trx.notes.insertAnnotation({
              content: 'n',
              userId,
              targetType: 'work',
              targetId: first.workId,
            });
        }
    });
  }
  console.log(`wrote ${works * 4} holdings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

if (values.synthetic) await writeSynthetic(store, Number(values.synthetic));
const deps = { store, search: { current: null }, config: TEST_CONFIG, now: () => new Date() };
const sized: { nuc: string; name: string; holdings: number }[] = [];
for (const library of await store.libraries.listLibraries())
  sized.push({ ...library, holdings: (await store.dashboard.heldTotals(library.nuc)).holdings });
sized.sort((a, b) => b.holdings - a.holdings);
console.log(`${sized.length} libraries, ${sized.reduce((n, l) => n + l.holdings, 0)} holdings in all`);
for (const library of sized.slice(0, 5)) {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    await libraryReport(deps, library, new Date());
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${library.nuc}\t${library.holdings} holdings\tmedian ${times[2]!.toFixed(1)} ms`);
}
await store.destroy();
