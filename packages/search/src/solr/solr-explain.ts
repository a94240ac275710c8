/** Solr's structured explanation of a score (debug.explain.structured). */
export interface SolrExplanation {
  value: number;
  description: string;
  details?: SolrExplanation[];
}

const FIELD_WEIGHT = /^weight\((\w+):/;

/**
 * A data manager's reading of a Solr score (as explain.ts reads FTS5's): the score and how much
 * each field's matches add to it, before the record's standing multiplies it.
 */
export function explanationOf(explanation: SolrExplanation): string {
  const byField = new Map<string, number>();
  const walk = (node: SolrExplanation) => {
    const field = FIELD_WEIGHT.exec(node.description)?.[1];
    if (field) byField.set(field, (byField.get(field) ?? 0) + node.value);
    else for (const child of node.details ?? []) walk(child);
  };
  walk(explanation);
  const parts = [...byField].map(([field, value]) => `${field} ${value.toFixed(3)}`);
  return `score ${explanation.value.toFixed(3)} = Solr BM25 over ${parts.join(', ') || 'no field'}, times the record's standing`;
}
