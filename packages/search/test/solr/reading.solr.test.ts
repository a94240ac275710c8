import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spaceIdeographs } from '../../src/ideographs.ts';
import { CONFIGSET_DIR } from '../../src/solr/configset.ts';
import { SolrAdmin } from '../../src/solr/solr-admin.ts';

const COLLECTION = 'reading';
/** The embedded index's tokenizer (index-file.ts). */
const FTS5_TOKENIZER = 'porter unicode61 remove_diacritics 2';

/** The words FTS5 indexes for a text, in order, as the embedded index holds them. */
function fts5Words(db: Database.Database, text: string): string[] {
  db.prepare('DELETE FROM t').run();
  db.prepare('INSERT INTO t (rowid, x) VALUES (1, ?)').run(spaceIdeographs(text));
  return (db.prepare('SELECT term FROM v ORDER BY offset').pluck().all() as string[]).filter(Boolean);
}

/** The words Solr indexes for a text in the configset's `text` field type (its analysis API). */
async function solrWords(url: string, text: string): Promise<string[]> {
  const query = new URLSearchParams({
    'analysis.fieldtype': 'text',
    'analysis.fieldvalue': spaceIdeographs(text),
    wt: 'json',
  });
  const response = await fetch(`${url}/${COLLECTION}/analysis/field`, { method: 'POST', body: query });
  if (!response.ok) throw new Error(`analysis answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as {
    analysis: { field_types: { text: { index: unknown[] } } };
  };
  const stages = answer.analysis.field_types.text.index;
  const last = stages.at(-1);
  return Array.isArray(last) ? (last as { text: string }[]).map((t) => t.text) : [];
}

/** Every ending Porter's stemmer has a rule for, after any start: each rule and its conditions. */
const ENDINGS = (
  'ational tional enci anci izer logi bli alli entli eli ousli ization ation ator alism iveness ' +
  'fulness ousness aliti iviti biliti icate ative alize iciti ical ful ness al ance ence er ic able ' +
  'ible ant ement ment ent sion tion ou ism ate iti ous ive ize eed ed ing at bl iz s es ies sses ss ' +
  'y e ll l'
).split(' ');
const stemmable = fc
  .tuple(
    fc.stringMatching(/^[a-zßø]{0,9}$/),
    fc.constantFrom(...ENDINGS),
    fc.constantFrom('', 's', 'ing', 'ed'),
  )
  .map((parts) => parts.join(''));

/** Text as records hold it: words, accents, OCR debris, apostrophes, ideographs, symbols. */
const texts = fc.oneof(
  fc.array(stemmable, { maxLength: 6 }).map((words) => words.join(' ')),
  // Past 64 bytes FTS5 stems no word.
  fc.tuple(fc.stringMatching(/^[a-zé]{55,70}$/), fc.constantFrom(...ENDINGS)).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        'Running',
        'HISTORIES',
        'Müller',
        "O'Brien's",
        'encyclopædia',
        'Łódź',
        'straße',
        'naïve',
        'e\u0301te\u0301',
        'Ørsted',
        'colonial-era',
        '1,234.56',
        '巩固民主集中制',
        'ひらがなカタカナ',
        'kangaroo🦘',
        'Ⅻ',
        'ﬁnance',
        'Ꭰ',
        'Ǆemal',
        'x²',
        '—',
        '...',
        'tn\u00adpe',
      ),
      { maxLength: 8 },
    )
    .map((words) => words.join(' ')),
);

describe('Solr reads words as the embedded index does (ADR 055)', () => {
  let url = '';
  let db: Database.Database;

  beforeAll(async () => {
    const urls = inject('solrUrls');
    url = urls[0] ?? '';
    const admin = new SolrAdmin(urls);
    // The cluster is shared by the suite (and by a developer's runs): begin and end without it.
    await admin.deleteCollection(COLLECTION);
    await admin.uploadConfigset(COLLECTION, CONFIGSET_DIR);
    await admin.createCollection({ name: COLLECTION, configset: COLLECTION, shards: 1, replicas: 1 });
    db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize = '${FTS5_TOKENIZER}')`);
    db.exec(`CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')`);
  });

  afterAll(async () => {
    db?.close();
    await new SolrAdmin(inject('solrUrls')).deleteCollection(COLLECTION);
  });

  it('finds the same words in any text', async () => {
    await fc.assert(
      fc.asyncProperty(texts, async (text) => {
        expect(await solrWords(url, text)).toEqual(fts5Words(db, text));
      }),
      { numRuns: 300 },
    );
  });
});
