import Database from 'better-sqlite3';
import { FACETS, FACETS_BY_HANDLER, FACET_CODES, type FacetCode, type WorkResult } from '@trove/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordTerms } from '../../src/criteria-query.ts';
import type { SearchEngine, SearchRequest } from '../../src/engine.ts';
import { FTS_TABLES } from '../../src/index-file.ts';
import type { QueryNode } from '../../src/query/ast.ts';
import { seedFacetFixtures } from '../facet-fixtures.ts';
import { seedSearchFixtures } from '../fixtures.ts';
import { anyText, printQuery, queryText } from '../query/query-arbitraries.ts';
import { SEARCHES, requestOf } from '../searches.ts';
import { solrWorld } from './solr-world.ts';

/**
 * The Solr engine answers as the embedded one (issue 28 §4): the same store indexed by both, the
 * same searches give the same totals, facet counts and, where the order is fully decided (by date,
 * then row id), the same pages. By relevance the order among matches may differ by nature (Lucene's
 * BM25 normalises each field by its own length, FTS5's bm25 by the record's), so the set of records
 * is compared when the page holds every match.
 */

const ids = (works: WorkResult[]) => works.map((w) => `${w.category}/${w.id}`);
const sorted = (works: WorkResult[]) => ids(works).sort();

/** Every facet (a child, the year, is counted with its parent). */
const ALL_FACETS: readonly FacetCode[] = FACET_CODES.filter((code) => !FACETS[code].parent);

/** The words the records hold, most common first: what generated queries are made of. */
function recordWords(file: string, limit: number): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const counts = new Map<string, number>();
    for (const { table } of FTS_TABLES) {
      db.exec(`CREATE VIRTUAL TABLE temp.v_${table} USING fts5vocab(main, '${table}', 'row')`);
      for (const { term, doc } of db.prepare(`SELECT term, doc FROM temp.v_${table}`).all() as {
        term: string;
        doc: number;
      }[])
        counts.set(term, (counts.get(term) ?? 0) + doc);
    }
    return [...counts]
      .filter(([term]) => /^\p{L}{3,}$/u.test(term))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(([term]) => term);
  } finally {
    db.close();
  }
}

/** Queries over the records' own words: every operator, field, prefix, phrase, proximity and range. */
function queries(words: string[]): fc.Arbitrary<string> {
  const word = fc.constantFrom(...words);
  const leaf: fc.Arbitrary<QueryNode> = fc.oneof(
    { weight: 4, arbitrary: word.map((text): QueryNode => ({ type: 'term', text })) },
    word.map((text): QueryNode => ({ type: 'prefix', text: text.slice(0, Math.max(3, text.length - 2)) })),
    fc
      .tuple(word, word, fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }))
      .map(([a, b, proximity]): QueryNode => ({
        type: 'phrase',
        text: `${a} ${b}`,
        ...(proximity === undefined ? {} : { proximity }),
      })),
    fc
      .tuple(fc.integer({ min: 1800, max: 2000 }), fc.integer({ min: 0, max: 80 }))
      .map(([from, span]): QueryNode => ({
        type: 'range',
        field: 'date',
        from: { year: from },
        to: { year: from + span },
      })),
    fc.constantFrom<QueryNode>(
      { type: 'field', field: 'has', child: { type: 'term', text: 'correctabletext' } },
      { type: 'field', field: 'fullTextInd', child: { type: 'term', text: 'y' } },
      { type: 'field', field: 'isbn', child: { type: 'term', text: '0330258648' } },
    ),
  );
  const node: fc.Arbitrary<QueryNode> = fc.letrec<{ node: QueryNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 4, arbitrary: leaf },
      fc
        .array(tie('node'), { minLength: 2, maxLength: 3 })
        .map((children): QueryNode => ({ type: 'and', children })),
      fc
        .array(tie('node'), { minLength: 2, maxLength: 3 })
        .map((children): QueryNode => ({ type: 'or', children })),
      fc
        .tuple(tie('node'), tie('node'))
        .map(([a, b]): QueryNode => ({ type: 'and', children: [a, { type: 'not', child: b }] })),
      fc
        .tuple(fc.constantFrom('title', 'creator', 'subject', 'text'), word)
        .map(([field, text]): QueryNode => ({ type: 'field', field, child: { type: 'term', text } })),
    ),
  })).node;
  return node.map(printQuery);
}

/** Each collection's number of matches, or the sentence refusing the search. */
function countsOf(engine: SearchEngine, keyword: string) {
  return engine.countByCategory(keywordTerms(keyword)).then(
    (found) => ({ found: Object.fromEntries(found) }),
    (error: unknown) => ({ problem: error instanceof Error ? error.message : String(error) }),
  );
}

async function bothAnswer(
  engines: [SearchEngine, SearchEngine],
  request: SearchRequest,
): Promise<[Awaited<ReturnType<SearchEngine['search']>>, Awaited<ReturnType<SearchEngine['search']>>]> {
  const [fts, solr] = engines;
  return [await fts.search(request), await solr.search(request)];
}

describe('the Solr engine answers as the embedded engine (ADR 055)', () => {
  const world = solrWorld('parity', async (store) => {
    await seedSearchFixtures(store);
    await seedFacetFixtures(store);
  });
  const engines = (): [SearchEngine, SearchEngine] => [world.fts, world.solr];

  it.each(SEARCHES.map((s) => [s[0], s]))('%s: the same total, facets and records', async (_, search) => {
    const request = requestOf(search);
    const [fts, solr] = await bothAnswer(engines(), request);
    expect(solr.total).toBe(fts.total);
    expect(solr.facets).toEqual(fts.facets);
    if (request.sortBy !== 'relevance') expect(ids(solr.works)).toEqual(ids(fts.works));
    else if (fts.total <= request.pageSize) expect(sorted(solr.works)).toEqual(sorted(fts.works));
  });

  it.each(['dateAsc', 'dateDesc'] as const)(
    'pages through every match by date (%s) as the embedded engine',
    async (sortBy) => {
      for (const startPos of [0, 5, 10]) {
        const request: SearchRequest = {
          terms: keywordTerms('the'),
          categories: null,
          startPos,
          pageSize: 5,
          sortBy,
          facets: [],
        };
        const [fts, solr] = await bothAnswer(engines(), request);
        expect(solr.total).toBe(fts.total);
        expect(ids(solr.works)).toEqual(ids(fts.works));
      }
    },
  );

  it('answers a search of every collection with the same panels and facets', async () => {
    for (const keyword of ['gold', 'bush', 'the', 'kangaroo OR federal']) {
      const request = {
        terms: keywordTerms(keyword),
        panels: ['books', 'newspapers', 'people', 'pictures', 'music', 'websites', 'lists'].map(
          (category) => ({
            category,
            pageSize: 3,
          }),
        ),
        sortBy: 'relevance' as const,
        facets: ['category', 'decade'] as const,
      };
      const [fts, solr] = [await world.fts.searchAll(request), await world.solr.searchAll(request)];
      const panels = (page: typeof fts) => page.panels.map((p) => [p.category, p.total]);
      expect(panels(solr), keyword).toEqual(panels(fts));
      expect(solr.facets, keyword).toEqual(fts.facets);
    }
  });

  it('gives the same totals by collection and the same facets for generated queries over the records’ words', async () => {
    const words = recordWords(world.file, 60);
    expect(words.length).toBeGreaterThan(20);
    let matched = 0;
    await fc.assert(
      fc.asyncProperty(queries(words), async (keyword) => {
        const [fts, solr] = [await countsOf(world.fts, keyword), await countsOf(world.solr, keyword)];
        // A query neither can run is refused by both, with the same sentence.
        expect(solr, keyword).toEqual(fts);
        if (!('found' in fts) || Object.keys(fts.found).length === 0) return;
        matched += 1;
        const request: SearchRequest = {
          terms: keywordTerms(keyword),
          categories: null,
          startPos: 0,
          pageSize: 10,
          sortBy: 'dateDesc',
          facets: ALL_FACETS,
        };
        const [ftsPage, solrPage] = await bothAnswer(engines(), request);
        expect(solrPage.facets, keyword).toEqual(ftsPage.facets);
        expect(ids(solrPage.works), keyword).toEqual(ids(ftsPage.works));
      }),
      { numRuns: 300 },
    );
    // Most generated queries find something, or the comparison says little.
    expect(matched).toBeGreaterThan(100);
  });

  it('answers any typed text as the embedded engine does: the same totals, or the same refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(queryText, anyText), async (keyword) => {
        expect(await countsOf(world.solr, keyword), JSON.stringify(keyword)).toEqual(
          await countsOf(world.fts, keyword),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('offers the same spelling for misspelt words of the records', async () => {
    // Two letters of each word swapped, past its first: the misspellings spelling help corrects.
    const typos = recordWords(world.file, 40)
      .filter((word) => word.length >= 5)
      .map((word) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`);
    let offered = 0;
    for (const typo of typos) {
      const request: SearchRequest = {
        terms: keywordTerms(typo),
        categories: null,
        startPos: 0,
        pageSize: 10,
        sortBy: 'relevance',
        facets: [],
      };
      const [fts, solr] = [await world.fts.searchWidening(request), await world.solr.searchWidening(request)];
      expect(solr.help, typo).toEqual(fts.help);
      if (fts.help?.suggestion) offered += 1;
    }
    expect(offered).toBeGreaterThan(3);
  });

  it('harvests the same records, each once, page by page', async () => {
    for (const [keyword, categories] of [
      ['the', null],
      ['gold OR bush', ['books', 'newspapers']],
    ] as const) {
      const harvested: string[][] = [];
      for (const engine of engines()) {
        const seen: string[] = [];
        let after: number | undefined = 0;
        while (after !== undefined) {
          const page = await engine.search({
            terms: keywordTerms(keyword),
            categories,
            startPos: 0,
            pageSize: 3,
            sortBy: 'relevance',
            facets: FACETS_BY_HANDLER.BOOK,
            harvestAfter: after,
          });
          seen.push(...ids(page.works));
          after = page.lastRowid;
        }
        harvested.push(seen);
      }
      const [fts = [], solr = []] = harvested;
      expect(new Set(solr).size).toBe(solr.length);
      expect(solr).toEqual(fts);
    }
  });
});
