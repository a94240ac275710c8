import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChangeCursor, SearchChange, SearchEntityKind, Store } from '@trove/db';
import { type IndexDocument, rowidOf, toDocument } from './documents.ts';
import { FtsSearchEngine } from './fts-engine.ts';
import {
  DocumentWriter,
  FTS_TABLES,
  INDEX_FORMAT,
  createIndexSchema,
  cursorMeta,
  cursorOf,
  openIndexFile,
  readMeta,
  writeMeta,
} from './index-file.ts';

/** What the index is built from and follows: the store's search source and change log. */
export type IndexedStore = Pick<Store, 'dialect' | 'searchIndex'>;

export type Log = (line: string) => void;

/**
 * An index that follows the store's change log (the embedded index, a Solr collection): its place
 * in the log, and the changes applied to it up to a place.
 */
export interface ChangeFollower {
  status(): { applied: ChangeCursor };
  apply(
    documents: readonly IndexDocument[],
    removed: readonly bigint[],
    through: ChangeCursor,
  ): void | Promise<void>;
}

/** Past this many pending changes a rebuild is cheaper than applying them one record at a time. */
export const MAX_INCREMENTAL_CHANGES = 20_000;

/**
 * How long a catch-up waits for older transactions still running on PostgreSQL when they hold back
 * changes already committed (most end within milliseconds); a longer one is left to a later look.
 */
export const HELD_BACK_WAIT_MS = 1_000;

export interface BuildReport {
  documents: number;
  durationMs: number;
  bytes: number;
  /** The place in the change log the index follows the store from. */
  applied: ChangeCursor;
}

/**
 * Builds the index from the store into a new file and moves it over `file` when complete, so a
 * reader never sees half an index. The place in the change log is read before streaming: changes
 * made during the build are applied again afterwards, which is harmless (documents are replaced,
 * not added).
 */
export async function buildIndex(
  store: IndexedStore,
  file: string,
  log: Log = () => {},
): Promise<BuildReport> {
  const started = performance.now();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.building-${process.pid}`;
  for (const f of [temp, `${temp}-wal`, `${temp}-shm`]) fs.rmSync(f, { force: true });
  const applied = await store.searchIndex.searchChangeHorizon(store.dialect);
  const storeId = await store.searchIndex.storeIdentity();
  const db = openIndexFile(temp);
  let documents = 0;
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    createIndexSchema(db);
    const writer = new DocumentWriter(db);
    for await (const batch of store.searchIndex.streamSearchSources(500)) {
      db.transaction(() => {
        for (const source of batch) writer.write(toDocument(source), false);
      })();
      documents += batch.length;
      if (documents % 20_000 < batch.length) log(`search index: ${documents} records indexed`);
    }
    for (const { table } of FTS_TABLES) db.exec(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
    writeMeta(db, {
      format: INDEX_FORMAT,
      store_id: storeId,
      ...cursorMeta(applied),
      built_at: new Date().toISOString(),
      documents: String(documents),
    });
    db.close();
  } catch (error) {
    db.close();
    fs.rmSync(temp, { force: true });
    throw error;
  }
  for (const f of [`${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  fs.renameSync(temp, file);
  const durationMs = Math.round(performance.now() - started);
  return { documents, durationMs, bytes: fs.statSync(file).size, applied };
}

/** Why an existing index file cannot be used as it is, or null when it can. */
export async function staleReason(store: IndexedStore, file: string): Promise<string | null> {
  if (!fs.existsSync(file)) return 'there is no index yet';
  let meta: Map<string, string>;
  try {
    const db = openIndexFile(file, { readonly: true });
    meta = readMeta(db);
    db.close();
  } catch (error) {
    return `the index file cannot be read (${error instanceof Error ? error.message : String(error)})`;
  }
  if (meta.get('format') !== INDEX_FORMAT) return 'the index was built in another format';
  if (meta.get('store_id') !== (await store.searchIndex.storeIdentity()))
    return 'the index was built from another store';
  return tooFarBehind(store, cursorOf(meta), MAX_INCREMENTAL_CHANGES);
}

/**
 * Why an index at this place in the change log is better rebuilt than caught up, or null: the
 * store was replaced or reset (its newest change is older than the index), or more than
 * `maxIncremental` changes are waiting to be applied.
 */
export async function tooFarBehind(
  store: IndexedStore,
  applied: ChangeCursor,
  maxIncremental: number,
): Promise<string | null> {
  if (applied.id > (await store.searchIndex.latestSearchChangeId()))
    return 'the store is older than the index';
  const pending = await store.searchIndex.countSearchChangesAfter(store.dialect, applied, maxIncremental + 1);
  return pending > maxIncremental ? `more than ${maxIncremental} changes are pending` : null;
}

/**
 * Applies the store's changes after the index's place in the change log, in batches; returns how
 * many were applied. On PostgreSQL a change waits while an older transaction is still running
 * (searchChangesAfter), so none is ever passed over; a catch-up waits up to HELD_BACK_WAIT_MS for
 * such transactions, so that what was committed before it is applied by it.
 */
export async function catchUp(
  store: IndexedStore,
  engine: ChangeFollower,
  batchSize = 2_000,
): Promise<number> {
  let applied = 0;
  let waited = false;
  for (;;) {
    const changes = await store.searchIndex.searchChangesAfter(
      store.dialect,
      engine.status().applied,
      batchSize,
    );
    if (changes.length > 0) {
      await applyChanges(store, engine, changes);
      applied += changes.length;
      continue;
    }
    if (waited || !(await olderTransactionsEnded(store, engine.status().applied))) return applied;
    waited = true;
  }
}

/**
 * Waits, a short while at most, until every transaction up to the newest with changes after the
 * cursor has ended; false at once when there are none (or on SQLite).
 */
async function olderTransactionsEnded(store: IndexedStore, cursor: ChangeCursor): Promise<boolean> {
  const held = await store.searchIndex.newestTransactionAfter(store.dialect, cursor);
  if (held === null) return false;
  const deadline = performance.now() + HELD_BACK_WAIT_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    if (await store.searchIndex.transactionsEndedThrough(held)) return true;
    if (performance.now() + pause > deadline) return false;
    await sleep(pause);
  }
}

async function applyChanges(
  store: IndexedStore,
  engine: ChangeFollower,
  changes: SearchChange[],
): Promise<void> {
  const ids: Record<SearchEntityKind, Set<number>> = {
    work: new Set(),
    person: new Set(),
    article: new Set(),
    website: new Set(),
    list: new Set(),
  };
  const versions: number[] = [];
  for (const change of changes) {
    if (change.entityType === 'version') versions.push(change.entityId);
    else if (change.entityType in ids) ids[change.entityType as SearchEntityKind].add(change.entityId);
  }
  for (const workId of await store.searchIndex.workIdsOfVersions(versions)) ids.work.add(workId);
  const documents = [];
  const removed: bigint[] = [];
  for (const kind of Object.keys(ids) as SearchEntityKind[]) {
    const wanted = [...ids[kind]];
    const sources = await store.searchIndex.readSearchSources(kind, wanted);
    const present = new Set(sources.map((s) => s.id));
    documents.push(...sources.map(toDocument));
    // A record the store no longer returns was deleted (or marked deleted): it leaves the index.
    removed.push(...wanted.filter((id) => !present.has(id)).map((id) => rowidOf(kind, id)));
  }
  const last = changes[changes.length - 1];
  await engine.apply(documents, removed, last ? { xact: last.xact, id: last.id } : engine.status().applied);
}

export interface EnsureReport {
  engine: FtsSearchEngine;
  rebuilt: string | null;
  applied: number;
  build: BuildReport | null;
}

/** An engine over an index that is up to date with the store: reused and caught up, or rebuilt. */
export async function ensureIndex(
  store: IndexedStore,
  file: string,
  log: Log = () => {},
): Promise<EnsureReport> {
  const reason = await staleReason(store, file);
  let build: BuildReport | null = null;
  if (reason !== null) {
    log(`search index: building (${reason})`);
    build = await buildIndex(store, file, log);
    log(
      `search index: ${build.documents} records in ${build.durationMs} ms, ${(build.bytes / 1048576).toFixed(1)} MB`,
    );
  }
  const engine = FtsSearchEngine.open(file);
  const applied = await catchUp(store, engine);
  if (applied > 0) log(`search index: applied ${applied} changes from the store`);
  return { engine, rebuilt: reason, applied, build };
}
