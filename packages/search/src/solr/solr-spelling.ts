import type { TermCount } from '../help/vocabulary.ts';
import { RangeCache, nthToken } from '../help/vocabulary.ts';
import type { SpellingSource } from '../help/spelling.ts';
import { FTS_TABLES, TEXT_COLUMNS } from '../index-file.ts';
import type { Fts5Words } from './fts5-words.ts';
import type { SolrLocation } from './solr-engine.ts';
import { solrRequest } from './solr-http.ts';
import { LUCENE } from './solr-select.ts';

/** Where a word is read back as written: the short fields, not a description or OCR text. */
const SHORT_FIELDS = ['title', 'creators', 'subjects'];

interface FacetsAnswer {
  facets?: Record<string, { count?: number } | number>;
  facet_counts?: { facet_fields: Record<string, (string | number)[]> };
  response?: { docs: Record<string, string | undefined>[] };
}

/**
 * The collection's own vocabulary for 'Did you mean' (help/spelling.ts, ADR 055), as the embedded
 * engine's Vocabulary reads FTS5's: the records of the collections searched holding a term in each
 * text field (JSON facets), the terms beginning with a few letters (a terms facet by prefix, kept
 * for a while as the embedded engine keeps its ranges), and a term's words as titles, names and
 * subjects write them. Stems come from FTS5 in this process, which Solr's analysis equals.
 */
export class SolrSpelling implements SpellingSource {
  private readonly ranges = new RangeCache();

  constructor(
    private readonly location: SolrLocation,
    private readonly words: Fts5Words,
  ) {}

  stems(text: string): string[] {
    return this.words.words(text).map((w) => w.stem);
  }

  async docs(term: string, tables: readonly string[]): Promise<number> {
    const facets = Object.fromEntries(
      TEXT_COLUMNS.map((field) => [field, { type: 'query', q: `{!term f=${field} v=$term}` }]),
    );
    const answer = await this.ask(tables, [
      ['term', term],
      ['rows', '0'],
      ['json.facet', JSON.stringify(facets)],
    ]);
    return TEXT_COLUMNS.reduce((sum, field) => {
      const facet = answer.facets?.[field];
      return sum + (typeof facet === 'object' ? (facet.count ?? 0) : 0);
    }, 0);
  }

  /** Terms from a prefix (`to` is the first string past every term starting with it). */
  async range(
    from: string,
    to: string,
    lengths: [number, number],
    tables: readonly string[],
  ): Promise<TermCount[]> {
    const key = `${[...tables].sort().join(',')}|${from}|${to}`;
    let terms = this.ranges.get(key);
    if (!terms) {
      // Classic field faceting: it enumerates a text field's terms (JSON facets need docValues).
      const answer = await this.ask(tables, [
        ['rows', '0'],
        ['facet', 'true'],
        ['facet.method', 'enum'],
        ['facet.prefix', from],
        ['facet.limit', '-1'],
        ['facet.mincount', '1'],
        ...TEXT_COLUMNS.map((field): [string, string] => ['facet.field', field]),
      ]);
      const counts = new Map<string, number>();
      for (const field of TEXT_COLUMNS) {
        const flat = answer.facet_counts?.facet_fields[field] ?? [];
        for (let i = 0; i + 1 < flat.length; i += 2) {
          const term = String(flat[i]);
          if (term < to) counts.set(term, (counts.get(term) ?? 0) + Number(flat[i + 1]));
        }
      }
      terms = [...counts];
      this.ranges.set(key, terms);
    }
    const [shortest, longest] = lengths;
    return terms.flatMap(([term, docs]) => {
      const size = [...term].length;
      return size >= shortest && size <= longest ? [{ term, docs }] : [];
    });
  }

  async surfaceForms(term: string, tables: readonly string[], limit: number): Promise<string[]> {
    const answer = await this.ask(tables, [
      ['q', SHORT_FIELDS.map((field) => `_query_:"{!term f=${field} v=$term}"`).join(' ')],
      ['term', term],
      ['rows', String(limit)],
      ['fl', SHORT_FIELDS.join(',')],
    ]);
    const forms: string[] = [];
    for (const doc of answer.response?.docs ?? []) {
      for (const field of SHORT_FIELDS) {
        const text = doc[field] ?? '';
        this.words.words(text).forEach((word, offset) => {
          const written = word.stem === term ? nthToken(text, offset) : undefined;
          if (written && forms.length < limit) forms.push(written.toLowerCase());
        });
      }
    }
    return forms;
  }

  private async ask(tables: readonly string[], params: [string, string][]): Promise<FacetsAnswer> {
    const categories = FTS_TABLES.filter((t) => tables.includes(t.table)).map((t) => t.category);
    const form = new URLSearchParams({
      ...LUCENE,
      q: '*:*',
      fq: '{!terms f=category v=$categories}',
      categories: categories.join(','),
    });
    for (const [name, value] of params) {
      if (name === 'q') form.set(name, value);
      else form.append(name, value);
    }
    return (await solrRequest(this.location.urls, `/${this.location.collection}/select`, {
      method: 'POST',
      body: form,
      contentType: 'application/x-www-form-urlencoded',
    })) as FacetsAnswer;
  }
}
