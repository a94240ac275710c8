import fs from 'node:fs';
import type { RecordKind } from '@trove/db';

/** A record a librarian expects near the top of a query's results, named by its source identity. */
export interface JudgedRecord {
  kind: RecordKind;
  /** Absent: any source with this sourceId (newspaper articles are known by their Trove id whatever loaded them). */
  source?: string;
  sourceId: string;
  /** 3: the record the query names; 2: squarely about it; 1: relevant. */
  grade: 1 | 2 | 3;
  /** For people reading the file; the identity is source and sourceId. */
  title: string;
}

export interface JudgedQuery {
  id: string;
  /** The collection searched, as its url key. */
  category: string;
  query: string;
  /** Also judge the search of every collection (this collection's summary panel). */
  alsoAllCollections?: boolean;
  reason: string;
  records: JudgedRecord[];
}

export interface Judgements {
  version: number;
  grades: Record<string, string>;
  queries: JudgedQuery[];
}

const KINDS = new Set(['work', 'person', 'article', 'website']);

/** Reads the judged set, saying plainly what is wrong with it rather than measuring nonsense. */
export function readJudgements(file: string): Judgements {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Judgements;
  const ids = new Set<string>();
  for (const q of data.queries) {
    if (ids.has(q.id)) throw new Error(`${file}: the query id ${q.id} is used twice`);
    ids.add(q.id);
    if (!q.query.trim() || !q.reason.trim()) throw new Error(`${file}: ${q.id} needs a query and a reason`);
    if (q.records.length === 0) throw new Error(`${file}: ${q.id} judges no record`);
    for (const r of q.records) {
      if (!KINDS.has(r.kind) || !r.sourceId || ![1, 2, 3].includes(r.grade)) {
        throw new Error(`${file}: ${q.id} has a record without kind, sourceId or a grade of 1-3`);
      }
    }
  }
  return data;
}
