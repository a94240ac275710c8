/**
 * npm run bench:oai -- [--store sqlite|postgres] [--works 20000]
 *
 * Issue 18 §4: how fast a harvester gets records through OAI-PMH ListRecords (ADR 052). Writes
 * SYNTHETIC works (source 'bench-oai', one in four with a MARCXML record) into a new store, then
 * harvests the whole list through the service, resumption token after resumption token, as
 * oai_dc and as marc21, and prints records per second and the heap's growth. PostgreSQL: a new
 * database on TEST_DATABASE_URL's server, dropped at the end. It prints figures; it never fails on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Store, openStore } from '@trove/db';
import { DEFAULT_HARVEST_SETTINGS } from '../../apps/server/src/services/oai/harvest-settings.ts';
import { oaiAnswer } from '../../apps/server/src/services/oai/oai.service.ts';
import { TEST_CONFIG } from '../../apps/server/test/helpers.ts';

const log = (line: string) => console.log(`[bench:oai ${new Date().toISOString().slice(11, 19)}] ${line}`);

const { values } = parseArgs({
  options: { store: { type: 'string', default: 'sqlite' }, works: { type: 'string', default: '20000' } },
});
const works = Number(values.works);
if (!Number.isInteger(works) || works < 100) throw new Error('--works: a whole number of 100 or more');
if (values.store !== 'sqlite' && values.store !== 'postgres') throw new Error('--store: sqlite or postgres');

async function newStore(): Promise<{ store: Store; remove: () => Promise<void> }> {
  if (values.store === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-oai-'));
    const store = openStore({ dataDir: dir });
    return { store, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_oai_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const store = openStore({ databaseUrl: url.toString(), dataDir: '' });
  return {
    store,
    remove: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const marc = (i: number) =>
  `<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00000nam a2200000 a 4500</leader>` +
  `<controlfield tag="001">bench-${i}</controlfield><datafield tag="245" ind1="1" ind2="0">` +
  `<subfield code="a">Synthetic work ${i}</subfield></datafield></record>`;

const { store, remove } = await newStore();
try {
  await store.migrate();
  const started = performance.now();
  for (let i = 0; i < works; i++) {
    const sourceId = `bench-${i}`;
    await store.catalogue.saveWork({
      work: {
        source: 'bench-oai',
        sourceId,
        groupKey: `bench-oai|${sourceId}`,
        title: `Synthetic work ${i}`,
        category: 'books',
        creators: JSON.stringify([`Author ${i % 997}`]),
        subjects: JSON.stringify(['Synthetic', `Subject ${i % 101}`]),
        summary: `A synthetic record made for the OAI-PMH benchmark, number ${i}.`,
        yearStart: 1800 + (i % 200),
      },
      version: { source: 'bench-oai', sourceId, title: `Synthetic work ${i}`, publisher: 'Bench Press' },
      ...(i % 4 === 0
        ? { sourceRecord: { source: 'bench-oai', sourceId, rawFormat: 'marcxml', raw: marc(i) } }
        : {}),
    });
  }
  log(
    `${works} synthetic works written on ${values.store} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const deps = { store, search: { current: null }, config: TEST_CONFIG, now: () => new Date() };
  const options = { secret: 'bench', settings: DEFAULT_HARVEST_SETTINGS, siteUrl: TEST_CONFIG.publicUrl };
  for (const prefix of ['oai_dc', 'marc21']) {
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    let records = 0;
    const t0 = performance.now();
    let args: Record<string, string> = { verb: 'ListRecords', metadataPrefix: prefix };
    for (;;) {
      const xml = await oaiAnswer(deps, args, options);
      records += xml.split('<record>').length - 1;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
      const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
      if (!token) break;
      args = { verb: 'ListRecords', resumptionToken: token };
    }
    const seconds = (performance.now() - t0) / 1000;
    log(
      `ListRecords ${prefix}: ${records} records in ${seconds.toFixed(1)} s = ${Math.round(records / seconds)} records/s ` +
        `(${DEFAULT_HARVEST_SETTINGS.pageSize} a page; heap grew at most ${((peak - heapBefore) / 1e6).toFixed(0)} MB)`,
    );
  }
} finally {
  await store.destroy();
  await remove();
}
