import { type Version, type Work, languageName } from '@trove/contracts';
import { type VersionRow, type WorkRecord, fromJson } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { type DomainError, recordDeleted, recordNotFound } from '../domain/errors.ts';
import { canSplit } from './curation-rules.ts';
import { deletedDetails } from './curation.service.ts';
import { holdingOf } from './borrow-options.ts';
import { RELATED_DETAIL_KEYS, linkRelated, storedRelated } from './related-resources.ts';
import { pendingState, settledIdsOf } from './pending-state.ts';
import { rawRecordsOf } from './raw-records.ts';

/** What a work or version call may add on request (spec 02 §2: includeraw=y). */
export interface RecordOptions {
  includeRaw: boolean;
  /** A data manager asks: deleted-record details on 410 and canSplit (ADR 016). */
  dataManager?: boolean;
}

/** 410 for a deleted work; a data manager's answer carries the deletion details (spec 02 §8). */
export async function deletedWork(
  deps: ServiceDeps<'curation'>,
  rawId: string,
  work: { id: number; deletedAt: string },
  options: RecordOptions,
): Promise<DomainError> {
  if (!options.dataManager) return recordDeleted('work', rawId);
  return recordDeleted('work', rawId, await deletedDetails(deps, work.id, work.deletedAt));
}

export const strings = (json: string) =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v !== '');

export function yearRange(start: number | null, end: number | null): string | null {
  if (start === null) return end === null ? null : String(end);
  return end !== null && end !== start ? `${start}-${end}` : String(start);
}

/** 'issueNumber' -> 'Issue number': descriptive fields arrive as an object keyed in camelCase. */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailsOf(json: string): Version['details'] {
  const details = fromJson<Record<string, unknown>>(json, {});
  return Object.entries(details).flatMap(([key, value]) => {
    if (RELATED_DETAIL_KEYS.has(key)) return [];
    const values = (Array.isArray(value) ? value : [value])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
    return values.length > 0 ? [{ label: labelOf(key), values }] : [];
  });
}

export function identifiersOf(json: string): Record<string, string | string[]> {
  const raw = fromJson<Record<string, unknown>>(json, {});
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value !== '') out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
    else if (Array.isArray(value)) {
      const list = value.filter((v): v is string => typeof v === 'string' && v !== '');
      if (list.length > 0) out[key] = list;
    }
  }
  return out;
}

export function versionOf(row: VersionRow, record: WorkRecord): Version {
  const holdings = record.holdings.filter((h) => h.versionId === row.id);
  return {
    id: row.id,
    title: row.title,
    format: row.format,
    creators: strings(row.creators),
    contributors: strings(row.contributors),
    published: row.published,
    publisher: row.publisher,
    place: row.place,
    year: row.year,
    date: row.date,
    languages: strings(row.languages),
    languageNames: strings(row.languages).map(languageName),
    identifiers: identifiersOf(row.identifiers),
    thumbnailUrl: row.thumbnailUrl,
    imageUrl: row.imageUrl,
    onlineText: row.onlineText,
    details: detailsOf(row.details),
    availableUrls: record.availableUrls
      .filter((u) => u.versionId === row.id)
      .map((u) => ({ url: u.url, linkText: u.linkText, type: u.accessType, nuc: u.nuc })),
    holdings: holdings.map(holdingOf),
    numHoldings: holdings.length,
    records: record.sourceRecords
      .filter((r) => r.versionId === row.id)
      .map((r) => ({ recordId: r.sourceId, source: r.source, nuc: r.nuc })),
    // Entries are linked to works by linkRelated, which needs the database.
    related: storedRelated(row.details).related,
  };
}

/** Versions with their related entries linked to works of this portal (ADR 011). */
export function linkedVersions(
  deps: ServiceDeps<'works'>,
  record: WorkRecord,
  rows: VersionRow[],
): Promise<Version[]> {
  return linkRelated(
    deps.store,
    rows.map((row) => ({ version: versionOf(row, record), detailsJson: row.details })),
  );
}

export async function getWork(
  deps: ServiceDeps<'curation' | 'records' | 'works'>,
  rawId: string,
  id: number,
  options: RecordOptions = { includeRaw: false },
): Promise<Work> {
  const record = await deps.store.records.readWork(id);
  if (!record) throw recordNotFound('work', rawId);
  const { work } = record;
  if (work.deletedAt !== null)
    throw await deletedWork(deps, rawId, { id: work.id, deletedAt: work.deletedAt }, options);
  return {
    id: work.id,
    title: work.title,
    workType: work.workType,
    category: work.category,
    primaryFormat: work.primaryFormat,
    format: strings(work.formats),
    creators: strings(work.creators),
    subjects: strings(work.subjects),
    summary: work.summary,
    yearRange: yearRange(work.yearStart, work.yearEnd),
    languages: strings(work.languages),
    languageNames: strings(work.languages).map(languageName),
    thumbnailUrl: work.thumbnailUrl,
    culturallySensitive: work.culturallySensitive === 1,
    firstAustraliansInd: work.firstAustralians === 1,
    synthetic: work.synthetic === 1,
    items: await linkedVersions(deps, record, record.versions),
    numHoldings: record.holdings.length,
    pending: pendingState(
      record.versions.map((v) => v.id),
      settledIdsOf(work.settledVersionIds),
    ),
    ...(options.includeRaw
      ? {
          rawRecords: await rawRecordsOf(
            deps,
            record.versions.map((v) => v.id),
          ),
        }
      : {}),
    ...(options.dataManager ? { canSplit: canSplit(true, record.versions.length) } : {}),
  };
}
