import type { Insertable, Kysely } from 'kysely';
import { toJson } from '../json.ts';
import type { AvailableUrlTable, HoldingTable, NewVersion, NewWork, SourceRecordTable } from '../schema.ts';
import { nowIso } from '../time.ts';
import {
  type Executor,
  type Outcome,
  type UpsertResult,
  inTransaction,
  logSearchChange,
  upsertBySource,
  withOcrNoise,
} from './upsert.ts';

type Stamped = 'createdAt' | 'updatedAt';
export type WorkInput = Omit<NewWork, Stamped | 'id'>;
export type VersionInput = Omit<NewVersion, Stamped | 'id' | 'workId'>;
export type SourceRecordInput = Omit<Insertable<SourceRecordTable>, Stamped | 'id' | 'versionId'>;
export type HoldingInput = Omit<Insertable<HoldingTable>, 'id' | 'versionId'>;
export type AvailableUrlInput = Omit<Insertable<AvailableUrlTable>, 'id' | 'versionId'>;

export interface WorkBundle {
  /** The work as this record describes it; used when the record starts a new work. */
  work: WorkInput;
  version: VersionInput;
  sourceRecord?: SourceRecordInput;
  holdings?: HoldingInput[];
  availableUrls?: AvailableUrlInput[];
}

export interface SavedWork {
  workId: number;
  versionId: number;
  outcome: Outcome;
}

function combine(...outcomes: Outcome[]): Outcome {
  if (outcomes.includes('created')) return outcomes[0] === 'created' ? 'created' : 'updated';
  return outcomes.includes('updated') ? 'updated' : 'unchanged';
}

/**
 * Saves one version (edition) and the work it belongs to. A version already imported keeps its
 * work; a new version joins the work with the same group key, or starts a new work (ADR 003).
 */
export async function saveWork(db: Executor, bundle: WorkBundle): Promise<SavedWork> {
  return inTransaction(db, async (trx) => {
    const known = await trx
      .selectFrom('version')
      .innerJoin('work', 'work.id', 'version.workId')
      .select(['version.workId', 'work.source', 'work.sourceId'])
      .where('version.source', '=', bundle.version.source)
      .where('version.sourceId', '=', bundle.version.sourceId)
      .executeTakeFirst();
    const grouped =
      known ??
      (await trx
        .selectFrom('work')
        .select(['id as workId', 'source', 'sourceId'])
        .where('groupKey', '=', bundle.work.groupKey)
        .where('deletedAt', 'is', null)
        .orderBy('id')
        .executeTakeFirst());

    let work: UpsertResult;
    // A work belongs to the record that created it; only that record may rewrite its fields.
    const ownsWork = grouped?.source === bundle.work.source && grouped.sourceId === bundle.work.sourceId;
    if (!grouped) work = await upsertBySource(trx, 'work', bundle.work);
    else if (ownsWork) {
      // Years and formats of a work that exists are derived from all its versions below, so the
      // owner's own values must not overwrite them (that made every re-import an update).
      const { yearStart: _start, yearEnd: _end, formats: _formats, ...fields } = bundle.work;
      work = await upsertBySource(trx, 'work', fields);
    } else work = { id: grouped.workId, outcome: 'unchanged' };

    const version = await upsertBySource(trx, 'version', { ...bundle.version, workId: work.id });
    const children = await saveVersionChildren(trx, version.id, bundle);
    const summary = await refreshWorkSummary(trx, work.id, !grouped || ownsWork ? bundle.work : undefined);
    const outcome = combine(version.outcome, work.outcome, children, summary);
    return { workId: work.id, versionId: version.id, outcome };
  });
}

async function saveVersionChildren(trx: Executor, versionId: number, bundle: WorkBundle): Promise<Outcome> {
  const outcomes: Outcome[] = [];
  if (bundle.sourceRecord) outcomes.push(await saveSourceRecord(trx, versionId, bundle.sourceRecord));
  if (bundle.holdings) outcomes.push(await replaceRows(trx, 'holding', versionId, bundle.holdings));
  if (bundle.availableUrls)
    outcomes.push(await replaceRows(trx, 'availableUrl', versionId, bundle.availableUrls));
  return outcomes.includes('updated') || outcomes.includes('created') ? 'updated' : 'unchanged';
}

async function saveSourceRecord(
  trx: Executor,
  versionId: number,
  record: SourceRecordInput,
): Promise<Outcome> {
  const existing = await trx
    .selectFrom('sourceRecord')
    .select(['id', 'raw', 'versionId', 'nuc'])
    .where('source', '=', record.source)
    .where('sourceId', '=', record.sourceId)
    .executeTakeFirst();
  const now = nowIso();
  if (!existing) {
    await trx
      .insertInto('sourceRecord')
      .values({ ...record, versionId, createdAt: now, updatedAt: now })
      .execute();
    return 'created';
  }
  if (
    existing.raw === record.raw &&
    existing.versionId === versionId &&
    existing.nuc === (record.nuc ?? null)
  )
    return 'unchanged';
  await trx
    .updateTable('sourceRecord')
    .set({ ...record, versionId, updatedAt: now })
    .where('id', '=', existing.id)
    .execute();
  return 'updated';
}

/** Replaces a version's holdings or links when the incoming set differs from the stored one. */
async function replaceRows(
  trx: Executor,
  table: 'holding' | 'availableUrl',
  versionId: number,
  rows: HoldingInput[] | AvailableUrlInput[],
): Promise<Outcome> {
  const query = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const stored = await query
    .selectFrom(table)
    .selectAll()
    .where('versionId', '=', versionId)
    .orderBy('id')
    .execute();
  const columns = Object.keys(stored[0] ?? {})
    .filter((k) => k !== 'id' && k !== 'versionId')
    .sort();
  // Missing optional fields are stored as null, so compare every stored column with null for absent.
  const fingerprint = (r: Record<string, unknown>) => JSON.stringify(columns.map((k) => r[k] ?? null));
  const incoming = rows.map((r) => fingerprint(r as Record<string, unknown>));
  if (stored.length === incoming.length && stored.every((r, i) => fingerprint(r) === incoming[i]))
    return 'unchanged';
  await query.deleteFrom(table).where('versionId', '=', versionId).execute();
  if (rows.length > 0)
    await query
      .insertInto(table)
      .values(rows.map((r) => ({ ...r, versionId })))
      .execute();
  return 'updated';
}

/**
 * Keeps a work's year range and formats in step with all of its versions. The range spans the
 * owner record's declared range (when the owner is being saved; otherwise the stored range) and
 * every version's year; formats are the versions' formats. Derived only from inputs, so saving
 * the same records again leaves the work unchanged.
 */
async function refreshWorkSummary(
  trx: Executor,
  workId: number,
  owner: WorkInput | undefined,
): Promise<Outcome> {
  const versions = await trx
    .selectFrom('version')
    .select(['year', 'format'])
    .where('workId', '=', workId)
    .orderBy('id')
    .execute();
  const work = await trx
    .selectFrom('work')
    .select(['yearStart', 'yearEnd', 'formats'])
    .where('id', '=', workId)
    .executeTakeFirstOrThrow();
  const base = owner ? [owner.yearStart ?? null, owner.yearEnd ?? null] : [work.yearStart, work.yearEnd];
  const years = [...base, ...versions.map((v) => v.year)].filter(
    (y): y is number => y !== null && y !== undefined,
  );
  const yearStart = years.length ? Math.min(...years) : null;
  const yearEnd = years.length ? Math.max(...years) : null;
  const formats = toJson([...new Set(versions.map((v) => v.format).filter((f): f is string => !!f))]);
  if (yearStart === work.yearStart && yearEnd === work.yearEnd && formats === work.formats)
    return 'unchanged';
  await trx
    .updateTable('work')
    .set({ yearStart, yearEnd, formats, updatedAt: nowIso() })
    .where('id', '=', workId)
    .execute();
  await logSearchChange(trx, 'work', workId);
  return 'updated';
}

const NEW_WORKS_CHUNK = 200;

/**
 * The fast path for records that never group with others (ADR 003: a unique group key such as
 * `source:sourceId`): works not yet stored are inserted in a few statements per chunk instead of a
 * dozen round trips per record, with exactly the rows saveWork would write, so a later saveWork of
 * the same bundle reports 'unchanged'. Bundles whose version or group key is already stored are
 * returned for saving one by one. Call inside a transaction.
 */
export async function insertNewWorks(
  db: Executor,
  bundles: readonly WorkBundle[],
): Promise<{ created: WorkBundle[]; existing: WorkBundle[] }> {
  const created: WorkBundle[] = [];
  const existing: WorkBundle[] = [];
  for (let start = 0; start < bundles.length; start += NEW_WORKS_CHUNK) {
    const chunk = bundles.slice(start, start + NEW_WORKS_CHUNK);
    const known = new Set<string>();
    for (const source of new Set(chunk.map((b) => b.version.source))) {
      const ids = chunk.filter((b) => b.version.source === source).map((b) => b.version.sourceId);
      const rows = await db
        .selectFrom('version')
        .select('sourceId')
        .where('source', '=', source)
        .where('sourceId', 'in', ids)
        .execute();
      for (const row of rows) known.add(`${source}\u0000${row.sourceId}`);
    }
    const keys = await db
      .selectFrom('work')
      .select('groupKey')
      .where(
        'groupKey',
        'in',
        chunk.map((b) => b.work.groupKey),
      )
      .execute();
    const takenKeys = new Set(keys.map((k) => k.groupKey));
    const seenKeys = new Set<string>();
    const fresh: WorkBundle[] = [];
    for (const bundle of chunk) {
      const isKnown = known.has(`${bundle.version.source}\u0000${bundle.version.sourceId}`);
      if (isKnown || takenKeys.has(bundle.work.groupKey) || seenKeys.has(bundle.work.groupKey))
        existing.push(bundle);
      else fresh.push(bundle);
      seenKeys.add(bundle.work.groupKey);
    }
    if (fresh.length === 0) continue;
    const now = nowIso();
    const works = await db
      .insertInto('work')
      .values(
        fresh.map((b) => {
          // The same derivation as refreshWorkSummary, for a work with this one version.
          const years = [b.work.yearStart, b.work.yearEnd, b.version.year].filter(
            (y): y is number => y !== null && y !== undefined,
          );
          return {
            ...b.work,
            yearStart: years.length ? Math.min(...years) : null,
            yearEnd: years.length ? Math.max(...years) : null,
            formats: toJson(b.version.format ? [b.version.format] : []),
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning(['id', 'source', 'sourceId'])
      .execute();
    const workIds = new Map(works.map((w) => [`${w.source}\u0000${w.sourceId}`, w.id]));
    const versions = await db
      .insertInto('version')
      .values(
        fresh.map((b) => ({
          ...withOcrNoise('version', b.version),
          workId: workIds.get(`${b.work.source}\u0000${b.work.sourceId}`)!,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning(['id', 'source', 'sourceId'])
      .execute();
    const versionIds = new Map(versions.map((v) => [`${v.source}\u0000${v.sourceId}`, v.id]));
    const versionId = (b: WorkBundle) => versionIds.get(`${b.version.source}\u0000${b.version.sourceId}`)!;
    const records = fresh.flatMap((b) =>
      b.sourceRecord ? [{ ...b.sourceRecord, versionId: versionId(b), createdAt: now, updatedAt: now }] : [],
    );
    if (records.length) await db.insertInto('sourceRecord').values(records).execute();
    const holdings = fresh.flatMap((b) => (b.holdings ?? []).map((h) => ({ ...h, versionId: versionId(b) })));
    if (holdings.length) await db.insertInto('holding').values(holdings).execute();
    const links = fresh.flatMap((b) =>
      (b.availableUrls ?? []).map((u) => ({ ...u, versionId: versionId(b) })),
    );
    if (links.length) await db.insertInto('availableUrl').values(links).execute();
    await db
      .insertInto('searchChange')
      .values(works.map((w) => ({ entityType: 'work', entityId: w.id, changedAt: now })))
      .execute();
    created.push(...fresh);
  }
  return { created, existing };
}
