/**
 * npm run bench:corrections -- [--store sqlite|postgres] [--corrections 1000000] [--readers 50000] [--runs 20]
 *
 * Issue 17: how fast the hall of fame answers over a million text corrections (ADR 047). Writes
 * SYNTHETIC data (marked: kind 'demo', accounts 'bench-reader-N', articles of source
 * 'bench-corrections') into a new store: `--corrections` corrections by `--readers` readers, a few
 * readers correcting far more than most (as on Trove), spread evenly over the last year, 85% newspaper, 10% gazette, 3% book and 2% journal, 1 to 10 lines each; no line texts.
 * The tallies are counted from them (rebuildCorrectionTallies). Then, through the service, prints
 * p50/p95 of correctionStats for every filter and period (with a middling reader's own position),
 * and of a reader's recentCorrections.
 *
 * Phase 2, "corrections per second with the index following": saves through the correction
 * service with a search index catching up every 50 saves (see savesPerSecond below).
 *
 * PostgreSQL: a new database on TEST_DATABASE_URL's server (postgres://postgres@127.0.0.1:5432 by
 * default), dropped at the end. It prints figures; it never fails on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { HALL_OF_FAME_FILTERS, HALL_OF_FAME_PERIODS } from '@trove/contracts';
import { type BulkCorrection, type Store, openStore } from '@trove/db';
import { catchUp, ensureIndex } from '@trove/search';
import { correctionStats } from '../../apps/server/src/services/hall-of-fame.service.ts';
import { recentCorrections } from '../../apps/server/src/services/recent-corrections.service.ts';
import { saveCorrection } from '../../apps/server/src/services/corrections/correction-save.service.ts';
import { TEST_CONFIG } from '../../apps/server/test/helpers.ts';

const log = (line: string) =>
  console.log(`[bench:corrections ${new Date().toISOString().slice(11, 19)}] ${line}`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      store: { type: 'string', default: 'sqlite' },
      corrections: { type: 'string', default: '1000000' },
      readers: { type: 'string', default: '50000' },
      runs: { type: 'string', default: '20' },
      saves: { type: 'string', default: '2000' },
    },
  });
  const whole = (name: string, raw: string | undefined, min: number) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name}: a whole number of ${min} or more`);
    return n;
  };
  const store = (['sqlite', 'postgres'] as const).find((kind) => kind === values.store);
  if (!store) throw new Error('--store: sqlite or postgres');
  return {
    store,
    corrections: whole('corrections', values.corrections, 100),
    readers: whole('readers', values.readers, 10),
    runs: whole('runs', values.runs, 1),
    saves: whole('saves', values.saves, 50),
  };
}

/** A new store in a temporary folder or database, and how to remove it. */
async function newStore(kind: 'sqlite' | 'postgres'): Promise<{ store: Store; remove(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-corrections-'));
    const store = openStore({ dataDir: dir });
    await store.migrate();
    return { store, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_corrections_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString(), dataDir: '' });
  await store.migrate();
  return {
    store,
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A small deterministic generator, so every run writes the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CATEGORY_SHARES: [BulkCorrection['category'], number][] = [
  ['newspaper', 0.85],
  ['gazette', 0.95],
  ['book', 0.98],
  ['journal', 1],
];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function writeSynthetic(store: Store, options: ReturnType<typeof readOptions>, now: Date) {
  const started = performance.now();
  const readerIds: number[] = [];
  for (let batch = 0; batch < options.readers; batch += 1000)
    await store.transaction(async (trx) => {
      for (let i = batch; i < Math.min(options.readers, batch + 1000); i++)
        readerIds.push(
          await trx.accounts.ensureUserAccount({
            username: `bench-reader-${i}`,
            displayName: `Bench reader ${i}`,
          }),
        );
    });
  const articles = await store.transaction((trx) =>
    trx.catalogue.upsertManyBySource(
      'article',
      Array.from({ length: 2000 }, (_, i) => ({
        source: 'bench-corrections',
        sourceId: `article-${i}`,
        heading: `SYNTHETIC ARTICLE ${i}.`,
        page: String(1 + (i % 12)),
        date: `19${String(10 + (i % 80))}-01-01`,
      })),
    ),
  );
  log(`${options.readers} readers and ${articles.length} articles in ${seconds(started)} s`);
  const next = random(17);
  const writing = performance.now();
  const batchSize = 10_000;
  for (let batch = 0; batch < options.corrections; batch += batchSize) {
    const rows: BulkCorrection[] = [];
    for (let i = batch; i < Math.min(options.corrections, batch + batchSize); i++) {
      // Cubing skews toward the first readers: a few do most of the work.
      const reader = readerIds[Math.floor(next() ** 3 * readerIds.length)]!;
      const share = next();
      const category = CATEGORY_SHARES.find(([, upTo]) => share < upTo)![0];
      // Evenly over the last year: about 2,700 a day, 110 an hour.
      const createdAt = new Date(now.getTime() - next() * YEAR_MS).toISOString();
      rows.push({
        articleId: articles[Math.floor(next() * articles.length)]!.id,
        userId: reader,
        category,
        lineCount: 1 + Math.floor(next() * 10),
        createdAt,
        kind: 'demo',
      });
    }
    await store.transaction((trx) => trx.hallOfFame.insertCorrectionsInBulk(rows));
    if ((batch / batchSize) % 20 === 19) log(`${batch + rows.length} corrections written`);
  }
  log(`${options.corrections} corrections in ${seconds(writing)} s`);
  const counting = performance.now();
  await store.transaction((trx) => trx.hallOfFame.rebuildCorrectionTallies());
  log(`tallies counted in ${seconds(counting)} s`);
  return readerIds;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** p50 and p95 of `runs` calls, in milliseconds. */
async function timed(runs: number, call: () => Promise<unknown>): Promise<string> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms\tp95 ${at(0.95)} ms`;
}

/**
 * Phase 2: saves of three lines each through the correction service, as readers make them, with a
 * search index over the store following every save through the change log (as a server does).
 * Answers saves and lines per second, and how long the index took to catch up with each batch.
 */
async function savesPerSecond(store: Store, readerIds: readonly number[], saves: number): Promise<string> {
  const LINES = 30;
  const text = (i: number) =>
    `<p>${Array.from({ length: LINES }, (_, n) => `<span>Synthetic line ${n} of article ${i} tbe text</span>`).join(' ')}</p>`;
  const articles = await store.transaction((trx) =>
    trx.catalogue.upsertManyBySource(
      'article',
      Array.from({ length: 500 }, (_, i) => ({
        source: 'bench-corrections-text',
        sourceId: `text-${i}`,
        heading: `SYNTHETIC TEXT ${i}.`,
        date: '1901-01-01',
        text: text(i),
      })),
    ),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-bench-corrections-'));
  const { engine } = await ensureIndex(store, path.join(dir, 'index.sqlite'));
  const versions = new Map<number, number>();
  const next = random(29);
  const deps = { store, search: { current: null }, config: TEST_CONFIG, now: () => new Date() };
  const catchUps: number[] = [];
  let applied = 0;
  const started = performance.now();
  for (let i = 0; i < saves; i++) {
    const { id } = articles[i % articles.length]!;
    const userId = readerIds[Math.floor(next() * readerIds.length)]!;
    const base = versions.get(id) ?? 0;
    const first = Math.floor(next() * (LINES - 3));
    const lines = [0, 1, 2].map((k) => ({ no: first + k, text: `Corrected line ${first + k}, save ${i}` }));
    const caller = { userId, username: `bench-reader-${userId}`, displayName: 'Bench reader', roles: [] };
    const saved = await saveCorrection(deps, { caller, human: true, addressKey: null }, String(id), id, {
      baseVersion: base,
      lines,
    });
    versions.set(id, saved.version ?? base);
    if ((i + 1) % 50 === 0) {
      const caught = performance.now();
      applied += await catchUp(store, engine);
      catchUps.push(performance.now() - caught);
    }
  }
  applied += await catchUp(store, engine);
  const seconds = (performance.now() - started) / 1000;
  await engine.close();
  fs.rmSync(dir, { recursive: true, force: true });
  catchUps.sort((a, b) => a - b);
  const p = (q: number) => (catchUps[Math.floor(q * (catchUps.length - 1))] ?? 0).toFixed(1);
  return (
    `${saves} saves of 3 lines in ${seconds.toFixed(1)} s: ${(saves / seconds).toFixed(0)} saves/s, ` +
    `${((3 * saves) / seconds).toFixed(0)} lines/s; the index applied ${applied} changes, ` +
    `catching up after each 50 saves in p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`
  );
}

const options = readOptions();
log(`store ${options.store}: ${options.corrections} corrections by ${options.readers} readers (synthetic)`);
const { store, remove } = await newStore(options.store);
try {
  const now = new Date();
  const readerIds = await writeSynthetic(store, options, now);
  const deps = { store, search: { current: null }, config: TEST_CONFIG, now: () => now };
  // A reader in the middle of the list, so their neighbourhood is read too.
  const middling = `bench-reader-${Math.floor(readerIds.length / 3)}`;
  for (const filter of HALL_OF_FAME_FILTERS)
    for (const dateChoice of HALL_OF_FAME_PERIODS) {
      let stats = '';
      const figures = await timed(options.runs, async () => {
        const answer = await correctionStats(deps, null, { filter, dateChoice, username: middling });
        stats = `${answer.totalCorrectors} correctors, ${answer.totalCorrections} lines`;
      });
      log(`correctionStats ${filter}/${dateChoice}\t${figures}\t(${stats})`);
    }
  const busiest = `bench-reader-0`;
  log(
    `recentCorrections of ${busiest}\t${await timed(options.runs, () =>
      recentCorrections(deps, null, busiest, { startPos: 0, pageSize: 20 }),
    )}`,
  );
  log(
    `corrections per second with the index following: ${await savesPerSecond(store, readerIds, options.saves)}`,
  );
} finally {
  await store.destroy();
  await remove();
}
