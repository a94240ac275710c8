import type { IndexedStore, Log } from '../indexer.ts';
import { type IndexDocument, toDocument } from '../documents.ts';
import { solrDocumentOf } from './solr-documents.ts';
import { solrRequest } from './solr-http.ts';

/** Records sent to Solr in one update. */
const BATCH = 500;

/** Writes the portal's records into a Solr collection, and takes them out (the Update API, JSON). */
export class SolrIndexWriter {
  constructor(
    private readonly urls: readonly string[],
    private readonly collection: string,
  ) {}

  async write(documents: readonly IndexDocument[]): Promise<void> {
    if (documents.length === 0) return;
    await this.update(JSON.stringify(documents.map(solrDocumentOf)));
  }

  async remove(rowids: readonly bigint[]): Promise<void> {
    if (rowids.length === 0) return;
    await this.update(JSON.stringify({ delete: rowids.map(String) }));
  }

  /** Makes every write so far searchable (a hard commit that opens a new searcher). */
  async commit(): Promise<void> {
    await this.update('{"commit":{}}');
  }

  private async update(body: string): Promise<void> {
    await solrRequest(this.urls, `/${this.collection}/update`, {
      method: 'POST',
      body,
      contentType: 'application/json',
    });
  }
}

/** Sends every record of the store to a collection, then commits: how many were sent. */
export async function fillSolrCollection(
  store: Pick<IndexedStore, 'searchIndex'>,
  writer: SolrIndexWriter,
  log: Log = () => {},
): Promise<number> {
  let documents = 0;
  for await (const batch of store.searchIndex.streamSearchSources(BATCH)) {
    await writer.write(batch.map(toDocument));
    documents += batch.length;
    if (documents % 20_000 < batch.length) log(`solr: ${documents} records sent`);
  }
  await writer.commit();
  return documents;
}
