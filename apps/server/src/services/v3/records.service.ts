import type { V3Include, V3RecordKind, V3Reclevel } from '@trove/contracts';
import type { ServiceDeps } from '../../deps.ts';
import { recordNotFound } from '../../domain/errors.ts';
import { articlePathOf, presentArticle } from './present-article.ts';
import { presentList, presentPerson, presentWork } from './present-records.ts';
import { type V3Object, compact } from './v3-value.ts';

/** Reads and presents v3 records in batches (ADR 051): one page costs a few queries whatever its size. */

export type V3Deps = ServiceDeps<'v3'>;

export interface RecordOptions {
  /** The API's address (…/v3) and the site's. */
  apiUrl: string;
  siteUrl: string;
  reclevel: V3Reclevel;
  include: readonly V3Include[];
}

/** Which counts and includes need the record's public tags, notes and lists. */
const needsContributions = (o: RecordOptions) =>
  o.reclevel === 'full' || o.include.some((i) => i === 'tags' || i === 'comments' || i === 'lists');

const byTarget = <T extends { targetId: number }>(rows: readonly T[], id: number) =>
  rows.filter((r) => r.targetId === id);

export async function articleRecords(
  deps: V3Deps,
  ids: readonly number[],
  o: RecordOptions,
): Promise<V3Object[]> {
  const rows = await deps.store.v3.v3Articles(ids, o.include.includes('articletext'));
  // Articles take no tags or notes here; the lists that hold them are counted.
  const lists = needsContributions(o) ? await deps.store.v3.v3ContainingLists('article', ids) : [];
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    if (!row) return [];
    return [compact(presentArticle(row, { ...o, tags: [], comments: [], lists: byTarget(lists, id) }))];
  });
}

export async function workRecords(
  deps: V3Deps,
  ids: readonly number[],
  o: RecordOptions,
): Promise<V3Object[]> {
  const works = (await deps.store.v3.v3Works(ids)).filter((w) => w.deletedAt === null);
  const live = works.map((w) => w.id);
  const versions = await deps.store.v3.v3Versions(live);
  const versionIds = versions.map((v) => v.id);
  const [links, holdings, tags, comments, lists] = await Promise.all([
    deps.store.v3.v3Links(versionIds),
    deps.store.v3.v3Holdings(versionIds),
    needsContributions(o) ? deps.store.v3.v3Tags('work', live) : [],
    needsContributions(o) ? deps.store.v3.v3Comments('work', live) : [],
    needsContributions(o) ? deps.store.v3.v3ContainingLists('work', live) : [],
  ]);
  const found = new Map(works.map((w) => [w.id, w]));
  return ids.flatMap((id) => {
    const work = found.get(id);
    if (!work) return [];
    const own = versions.filter((v) => v.workId === id);
    const ctx = {
      ...o,
      tags: byTarget(tags, id),
      comments: byTarget(comments, id),
      lists: byTarget(lists, id),
    };
    return [compact(presentWork(work, { versions: own, links, holdings }, ctx))];
  });
}

export async function peopleRecords(
  deps: V3Deps,
  ids: readonly number[],
  o: RecordOptions,
): Promise<V3Object[]> {
  const people = (await deps.store.v3.v3People(ids)).filter((p) => p.deletedAt === null);
  const live = people.map((p) => p.id);
  const [tags, comments, lists] = await Promise.all([
    needsContributions(o) ? deps.store.v3.v3Tags('person', live) : [],
    needsContributions(o) ? deps.store.v3.v3Comments('person', live) : [],
    needsContributions(o) ? deps.store.v3.v3ContainingLists('person', live) : [],
  ]);
  const found = new Map(people.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const person = found.get(id);
    if (!person) return [];
    const ctx = {
      ...o,
      tags: byTarget(tags, id),
      comments: byTarget(comments, id),
      lists: byTarget(lists, id),
    };
    return [compact(presentPerson(person, ctx))];
  });
}

export async function listRecords(
  deps: V3Deps,
  ids: readonly number[],
  o: RecordOptions,
): Promise<V3Object[]> {
  const lists = await deps.store.v3.v3Lists(ids);
  const found = new Map(lists.map((l) => [l.id, l]));
  return ids.flatMap((id) => {
    const list = found.get(id);
    return list ? [compact(presentList(list, o))] : [];
  });
}

export const RECORDS_OF: Record<
  V3RecordKind,
  (deps: V3Deps, ids: readonly number[], o: RecordOptions) => Promise<V3Object[]>
> = {
  article: articleRecords,
  work: workRecords,
  people: peopleRecords,
  list: listRecords,
};

/** GET /v3/{newspaper|gazette|magazine}/{id}: one article, under the path of its title's kind. */
export async function getArticle(
  deps: V3Deps,
  path: 'newspaper' | 'gazette' | 'magazine',
  id: number,
  o: RecordOptions,
): Promise<V3Object> {
  const [row] = await deps.store.v3.v3Articles([id], false);
  const kind = row ? articlePathOf(row.titleKind) : null;
  // v3's newspaper category is 'Newspapers & Gazettes': /newspaper/{id} serves both.
  const [article] =
    kind === path || (path === 'newspaper' && kind === 'gazette') ? await articleRecords(deps, [id], o) : [];
  if (!article) throw recordNotFound('article', String(id));
  return article;
}

export async function getOne(
  deps: V3Deps,
  kind: Exclude<V3RecordKind, 'article'>,
  id: number,
  o: RecordOptions,
) {
  const [record] = await RECORDS_OF[kind](deps, [id], o);
  if (!record) throw recordNotFound(kind === 'people' ? 'person' : kind, String(id));
  return record;
}

/** GET /v3/list/{id}: a public list, with its items as brief records when include=listitems. */
export async function getList(deps: V3Deps, id: number, o: RecordOptions): Promise<V3Object> {
  const list = await getOne(deps, 'list', id, o);
  if (!o.include.includes('listitems')) return list;
  const items = await deps.store.v3.v3ListItems(id);
  const idsOf = (types: string[]) =>
    items.filter((i) => types.includes(i.targetType) && i.targetId !== null).map((i) => i.targetId as number);
  const brief: RecordOptions = { ...o, reclevel: 'brief', include: [] };
  const [works, people, articles] = await Promise.all([
    workRecords(deps, idsOf(['work']), brief),
    peopleRecords(deps, idsOf(['person']), brief),
    articleRecords(deps, idsOf(['article']), brief),
  ]);
  const pick = (records: V3Object[], id: number | null) => records.find((r) => r.id === String(id));
  const listItem = items.flatMap((item): V3Object[] => {
    const note = item.note ? { note: item.note } : {};
    if (item.targetType === 'work') {
      const work = pick(works, item.targetId);
      return work ? [{ ...note, work }] : [];
    }
    if (item.targetType === 'person') {
      const person = pick(people, item.targetId);
      return person ? [{ ...note, people: person }] : [];
    }
    if (item.targetType === 'article') {
      const article = pick(articles, item.targetId);
      return article ? [{ ...note, article }] : [];
    }
    if (item.url)
      return [
        { ...note, externalWebsite: { title: item.title, identifier: { type: 'url', value: item.url } } },
      ];
    return [];
  });
  return compact({ ...list, listItem });
}
