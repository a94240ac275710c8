/**
 * npm run bench:lists -- [--size 5000] [--runs 30] [--formats csv,json,xml,APA,BIBTEX,…]
 *
 * Issue 15: one list of `size` items (works, newspaper articles, people, archived web pages and web
 * addresses in turn, synthetic rows) on the embedded SQLite store, served in process by the real
 * API (app.inject: the server's own time, no network). Prints p50/p95 of opening the list (the list
 * and its first page of items), of a middle page, and of a move; and for each export format its
 * time and records per second. It prints figures; it never fails on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LIST_CITATION_FORMATS } from '@trove/contracts';
import { type Store, openStore } from '@trove/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Visitor, browserCall, signedUpVisitor } from '../../apps/server/test/auth-visitor.ts';
import { TEST_CONFIG } from '../../apps/server/test/helpers.ts';

const log = (line: string) => console.log(`[bench:lists ${new Date().toISOString().slice(11, 19)}] ${line}`);

const DATA_FORMATS = ['csv', 'csv-semicolon-quoted', 'json', 'xml'] as const;
const ALL_FORMATS = [...DATA_FORMATS, ...LIST_CITATION_FORMATS];

function readOptions() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '5000' },
      runs: { type: 'string', default: '30' },
      formats: { type: 'string', default: ALL_FORMATS.join(',') },
    },
  });
  const size = Number(values.size);
  const runs = Number(values.runs);
  if (!Number.isInteger(size) || size < 100) throw new Error('--size: a whole number of 100 or more');
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs: a whole number of 1 or more');
  const formats = (values.formats ?? '').split(',').filter(Boolean);
  const unknown = formats.filter((f) => !(ALL_FORMATS as readonly string[]).includes(f));
  if (unknown.length > 0)
    throw new Error(`--formats: unknown ${unknown.join(', ')}; known ${ALL_FORMATS.join(', ')}`);
  return { size, runs, formats };
}

const KINDS = ['work', 'article', 'person', 'website', 'uri'] as const;

/** `size` items of five kinds in turn, written through the repositories; the list's id. */
async function buildBigList(store: Store, userId: number, size: number): Promise<number> {
  const each = Math.ceil(size / KINDS.length);
  const n = Array.from({ length: each }, (_, i) => i);
  const source = 'bench-lists';
  const saved = async (table: 'work' | 'article' | 'person' | 'website', rows: Record<string, unknown>[]) =>
    (
      await store.transaction((trx) =>
        trx.catalogue.upsertManyBySource(
          table,
          rows.map((row, i) => ({ ...row, source, sourceId: `${table}-${i}` })),
        ),
      )
    ).map((r) => r.id);
  const ids = {
    work: await saved(
      'work',
      n.map((i) => ({
        groupKey: `bench-lists-${i}`,
        title: `The history of station ${i}`,
        category: 'books',
        primaryFormat: 'Book',
        creators: JSON.stringify([`Author ${i % 97}, A.`]),
        summary: `A pastoral history, ${i}.`,
        yearStart: 1850 + (i % 150),
        languages: '["eng"]',
      })),
    ),
    article: await saved(
      'article',
      n.map((i) => ({
        heading: `Shipping intelligence ${i}`,
        date: `${1850 + (i % 100)}-03-0${1 + (i % 9)}`,
        page: String(1 + (i % 12)),
        text: `Arrived: the barque number ${i}.`,
      })),
    ),
    person: await saved(
      'person',
      n.map((i) => ({
        primaryName: `Settler, Person ${i}`,
        displayName: `Person ${i} Settler`,
        birthDate: `${1800 + (i % 80)}`,
      })),
    ),
    website: await saved(
      'website',
      n.map((i) => ({
        url: `https://site${i}.example.gov.au/`,
        title: `Shire ${i} council`,
        domain: `site${i}.example.gov.au`,
      })),
    ),
  };
  const listId = await store.lists.insertUserList({
    userId,
    title: 'Five thousand things',
    description: 'The lists benchmark',
  });
  for (let i = 0; i < size; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const k = Math.floor(i / KINDS.length);
    await store.lists.addListItem({
      listId,
      targetType: kind,
      targetId: kind === 'uri' ? null : ids[kind][k]!,
      url: kind === 'uri' ? `https://example.org/page/${k}` : null,
      title: kind === 'uri' ? `A page on the web ${k}` : null,
      note: i % 10 === 0 ? `Note on item ${i}` : null,
      createdBy: userId,
    });
  }
  return listId;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(
  runs: number,
  once: (i: number) => Promise<void>,
): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

function exportUrl(listId: number, format: string): string {
  if (format === 'csv') return `/api/list/${listId}/export/csv`;
  if (format === 'csv-semicolon-quoted')
    return `/api/list/${listId}/export/csv?delimiter=semicolon&quoted=true`;
  if (format === 'json' || format === 'xml') return `/api/list/${listId}/export/${format}`;
  return `/api/list/${listId}/export/citation?format=${format}`;
}

async function main() {
  const options = readOptions();
  log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-bench-lists-'));
  const store = openStore({ dataDir: dir });
  await store.migrate();
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({ store, searchEngine: null, config: TEST_CONFIG, logger: false });
    const owner: Visitor = await signedUpVisitor(app, store, 'bench@example.org');
    const userId = (await store.accounts.userIdByName('bench'))!;
    let started = performance.now();
    const listId = await buildBigList(store, userId, options.size);
    log(`a list of ${options.size} items built in ${Math.round(performance.now() - started)} ms`);
    const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      browserCall(app!, owner, method, url, payload);

    const lastPage = Math.ceil(options.size / 25);
    const open = await timed(options.runs, async () => {
      await ok(await call('GET', `/api/list/${listId}`), 'the list');
      await ok(await call('GET', `/api/list/${listId}/items`), 'its first page');
    });
    const middle = await timed(options.runs, async () =>
      ok(await call('GET', `/api/list/${listId}/items?page=${Math.ceil(lastPage / 2)}`), 'a middle page'),
    );
    const order = (await call('GET', `/api/list/${listId}/items?page=1`)).json<{
      content: { id: number }[];
    }>();
    const itemIds = order.content.map((i) => i.id);
    const move = await timed(options.runs, async (i) => {
      const item = itemIds[i % itemIds.length]!;
      const newSeq = 1 + ((i * 977) % options.size);
      await ok(await call('PUT', `/api/list/${listId}/move/${item}`, { newSeq }), 'a move');
    });
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`\nA list of ${options.size} items, embedded SQLite, in process (${options.runs} runs each)`);
    console.log(`  open (list + first page)   p50 ${ms(open.p50)}   p95 ${ms(open.p95)}`);
    console.log(
      `  middle page (${Math.ceil(lastPage / 2)} of ${lastPage})     p50 ${ms(middle.p50)}   p95 ${ms(middle.p95)}`,
    );
    console.log(`  move (PUT …/move/{item})   p50 ${ms(move.p50)}   p95 ${ms(move.p95)}`);
    console.log('\nExports (whole list, one run each)');
    for (const format of options.formats) {
      started = performance.now();
      const res = await call('GET', exportUrl(listId, format));
      await ok(res, `the ${format} export`);
      const seconds = (performance.now() - started) / 1000;
      const rate = Math.round(options.size / seconds);
      console.log(
        `  ${format.padEnd(22)} ${seconds.toFixed(2).padStart(7)} s  ${String(rate).padStart(7)} records/s  ${(res.body.length / 1048576).toFixed(1)} MB`,
      );
    }
    log(
      `load average after: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await app?.close();
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
