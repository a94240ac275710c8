import type { IndexDocument } from '../documents.ts';
import { SEPARATOR } from '../facet-values.ts';
import { spaceIdeographs } from '../ideographs.ts';

/**
 * A record as the Solr collection holds it (solr/configset/managed-schema.xml): the same text the
 * embedded index matches, its ideographs spaced as there, the values its in-memory columns hold,
 * and the result row a page shows. The index row id is the document's id and its harvest key.
 */
export function solrDocumentOf(doc: IndexDocument): Record<string, unknown> {
  return {
    id: String(doc.rowid),
    rowid: doc.rowid.toString(),
    category: doc.category,
    sort_key: doc.sortKey,
    birth_key: doc.birthKey,
    death_key: doc.deathKey,
    noise: doc.noise,
    prominence: doc.prominence,
    title: spaceIdeographs(doc.title),
    creators: spaceIdeographs(doc.creators),
    subjects: spaceIdeographs(doc.subjects),
    description: spaceIdeographs(doc.description),
    fulltext: spaceIdeographs(doc.fullText),
    ids: doc.facets.ids,
    name_keys: doc.nameKeys,
    facets: doc.facets.values,
    facet_labels: doc.facets.labels.map((parts) => parts.join(SEPARATOR)),
    result: JSON.stringify(doc.result),
  };
}
