import { type Store, toJson } from '@trove/db';
import {
  buildPerson,
  buildWork,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkWorksToPeople } from '../src/links/link-people.ts';

const MENZIES_600 = `<record><leader>00000cam a2200000 i 4500</leader>
  <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Menzies in cartoon</subfield></datafield>
  <datafield tag="600" ind1="1" ind2="0"><subfield code="a">Menzies, Robert Gordon,</subfield><subfield code="c">Sir,</subfield><subfield code="d">1894-1978</subfield><subfield code="v">Caricatures and cartoons.</subfield></datafield>
</record>`;

/** Links between works and people, each with its reason, on both stores (ADR 033). */
describe.each(await storesUnderTest())('linking works to people on %s', (dialect) => {
  let store: Store;
  const ids: Record<string, number> = {};
  const log: string[] = [];
  const links = () =>
    queryBuilderOf(store)
      .selectFrom('workPerson')
      .select(['workId', 'personId', 'relation', 'reason'])
      .orderBy('workId')
      .orderBy('personId')
      .orderBy('relation')
      .execute();

  beforeAll(async () => {
    store = await createTestStore(dialect);
    ids.menzies = await buildPerson(store, {
      person: {
        primaryName: 'Menzies, Robert Gordon',
        displayName: 'Menzies, Robert',
        alternativeNames: toJson(['Later Sir Robert']),
        birthDate: '1894-12-20',
        deathDate: '1978-05-15',
        gender: 'male',
        officeTerms: toJson([{ from: '1934-09-15', to: '1966-02-17' }]),
      },
    });
    ids.smith1 = await buildPerson(store, { person: { primaryName: 'Smith, John', birthDate: '1900' } });
    ids.smith2 = await buildPerson(store, {
      person: { primaryName: 'Smith, John', birthDate: '1900-05-01' },
    });
    const work = async (name: string, spec: Parameters<typeof buildWork>[1]) => {
      ids[name] = (await buildWork(store, spec)).workId;
    };
    await work('papers', {
      work: { title: 'Papers of Sir Robert Menzies', category: 'diaries', yearStart: 1905 },
    });
    await work('catalogued', {
      work: {
        title: 'Menzies in cartoon',
        // The display field drops the dates; the MARC record keeps them.
        subjects: toJson(['Menzies, Robert Gordon -- Sir -- 1894-1978 -- Caricatures and cartoons']),
        yearStart: 1999,
      },
      sourceRecord: { rawFormat: 'marcxml', raw: MENZIES_600 },
    });
    await work('cartoon', {
      work: { title: 'Unlimited war effort', category: 'images', primaryFormat: 'Cartoon', yearStart: 1941 },
      version: { date: '1941-06-25', fullText: '“We are committed to the voluntary system.” —Mr. Menzies.' },
    });
    await work('smith', {
      work: { title: 'A Smith', creators: toJson(['Smith, John, 1900-1970']), yearStart: 1950 },
    });
    await linkWorksToPeople(store, (line) => log.push(line));
  });
  afterAll(() => store.destroy());

  it('links papers, catalogue subjects and cartoons to the person, each with why', async () => {
    expect(await links()).toEqual([
      {
        workId: ids.papers,
        personId: ids.menzies,
        relation: 'creator',
        reason: 'title "Papers of …": name in direct order',
      },
      {
        workId: ids.catalogued,
        personId: ids.menzies,
        relation: 'subject',
        reason: 'MARC 600 subject: heading with life dates',
      },
      {
        workId: ids.cartoon,
        personId: ids.menzies,
        relation: 'subject',
        reason: 'cartoon caption: only member of parliament of that name sitting then',
      },
    ]);
    expect(log).toEqual([
      expect.stringMatching(/^people links: 3 found, 3 added, 0 with a new reason, 0 removed/),
    ]);
  });

  it('links nobody by a name two people could carry', async () => {
    expect((await links()).filter((l) => l.workId === ids.smith)).toEqual([]);
  });

  it('changes nothing when run again, and drops a link no rule makes any more', async () => {
    expect(await linkWorksToPeople(store, () => undefined)).toEqual({
      found: 3,
      added: 0,
      changed: 0,
      removed: 0,
    });
    await queryBuilderOf(store)
      .updateTable('version')
      .set({ fullText: 'Mr. Curtin spoke.' })
      .where('workId', '=', ids.cartoon!)
      .execute();
    expect(await linkWorksToPeople(store, () => undefined)).toEqual({
      found: 2,
      added: 0,
      changed: 0,
      removed: 1,
    });
    expect((await links()).map((l) => l.workId)).toEqual([ids.papers, ids.catalogued]);
  });

  it('counts the links by reason', async () => {
    expect(await store.people.countWorkPeopleByReason()).toEqual([
      { relation: 'subject', reason: 'MARC 600 subject: heading with life dates', count: 1 },
      { relation: 'creator', reason: 'title "Papers of …": name in direct order', count: 1 },
    ]);
  });
});
