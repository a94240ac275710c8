import type { MarcField, RawRecord } from '@trove/contracts';
import { type MarcRecord, marcxmlRecords, recordFromMarcxml } from '@trove/marc';
import { type RawSourceRecord } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';

/** marcjs rows ([tag, value] or [tag, indicators, code, value …]) as the contract's fields. */
export function marcFieldsOf(record: Pick<MarcRecord, 'fields'>): MarcField[] {
  return record.fields.map(([tag = '', ...rest]) => {
    // Control fields (001-009) hold one value and no indicators.
    if (/^00/.test(tag)) return { tag, ind1: null, ind2: null, value: rest[0] ?? '', subfields: [] };
    const [indicators = '  ', ...pairs] = rest;
    const subfields: MarcField['subfields'] = [];
    for (let i = 0; i + 1 < pairs.length; i += 2)
      subfields.push({ code: pairs[i] ?? '', value: pairs[i + 1] ?? '' });
    return {
      tag,
      ind1: indicators.charAt(0) || ' ',
      ind2: indicators.charAt(1) || ' ',
      value: null,
      subfields,
    };
  });
}

/** A stored MARCXML record read into fields; anything unreadable is shown as text only. */
export function marcOf(rawFormat: string, raw: string): RawRecord['marc'] {
  if (rawFormat !== 'marcxml') return null;
  try {
    const [node] = marcxmlRecords(raw);
    if (!node) return null;
    const record = recordFromMarcxml(node);
    return { leader: record.leader, fields: marcFieldsOf(record) };
  } catch {
    return null;
  }
}

export function rawRecordOf(row: RawSourceRecord): RawRecord {
  return {
    versionId: row.versionId,
    recordId: row.sourceId,
    source: row.source,
    nuc: row.nuc,
    format: row.rawFormat,
    raw: row.raw,
    marc: marcOf(row.rawFormat, row.raw),
  };
}

/** The raw source records of the given versions (includeraw=y). */
export async function rawRecordsOf(
  deps: ServiceDeps<'curation'>,
  versionIds: readonly number[],
): Promise<RawRecord[]> {
  return (await deps.store.curation.readRawRecords(versionIds)).map(rawRecordOf);
}
