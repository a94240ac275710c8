import type { FacetCode } from '@trove/contracts';
import type { Counted, LabelLookup } from '../facet-builder.ts';
import { SEPARATOR } from '../facet-values.ts';
import type { SolrLocation } from './solr-engine.ts';
import { type FacetAnswer, bucketsOf } from './solr-facets.ts';
import { solrRequest } from './solr-http.ts';
import { LUCENE } from './solr-select.ts';

/** Codes whose terms are shown by a label kept beside them (a newspaper title's id by its name). */
export const LABELLED: readonly FacetCode[] = ['title'];

/** A term not labelled yet is looked for again at most this often (a title added since the last read). */
const REREAD_MS = 5_000;

const keyOf = (code: string, term: string) => `${code}${SEPARATOR}${term}`;

/**
 * The labels of facet terms shown by another name, read once from the whole collection
 * (`facet_labels`, `code<TAB>term<TAB>label`) and kept, as the embedded engine keeps its facet
 * table: asking for them with every search sent a label for each of 1,500 newspaper titles with
 * every broad search. They are read again when a search shows a term not labelled yet, and the
 * documents the engine applies bring theirs (a title renamed reaches every article again).
 */
export class FacetLabels {
  private readonly labels = new Map<string, string>();
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly location: SolrLocation,
    private readonly rereadMs = REREAD_MS,
  ) {}

  /** The labels of the terms counted, read again first when one of them is missing. */
  async lookup(byCode: ReadonlyMap<FacetCode, readonly Counted[]>): Promise<LabelLookup> {
    const missing = LABELLED.some((code) =>
      (byCode.get(code) ?? []).some(({ term }) => !this.labels.has(keyOf(code, term))),
    );
    if (missing && performance.now() - this.readAt >= this.rereadMs) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
      });
      await this.reading;
    }
    return (code, term) => this.labels.get(keyOf(code, term));
  }

  /** The labels the documents applied carry, `[code, term, label]`. */
  note(labels: Iterable<readonly [string, string, string]>): void {
    for (const [code, term, label] of labels) this.labels.set(keyOf(code, term), label);
  }

  private async read(): Promise<void> {
    const facet = { type: 'terms', field: 'facet_labels', limit: -1, mincount: 1 };
    const answer = (await solrRequest(this.location.urls, `/${this.location.collection}/select`, {
      params: { ...LUCENE, q: '*:*', rows: '0', 'json.facet': JSON.stringify({ labels: facet }) },
    })) as { facets?: FacetAnswer };
    for (const { val } of bucketsOf(answer.facets, 'labels')) {
      const [code = '', term = '', label = ''] = val.split(SEPARATOR);
      this.labels.set(keyOf(code, term), label);
    }
    this.readAt = performance.now();
  }
}
