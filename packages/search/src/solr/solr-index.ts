import { type ChangeCursor, LOG_START } from '@trove/db';
import type { IndexedStore, Log } from '../indexer.ts';
import { type IndexDocument, toDocument } from '../documents.ts';
import { solrDocumentOf } from './solr-documents.ts';
import { solrRequest } from './solr-http.ts';

/** The document holding the collection's place in the change log; its category is no collection's. */
export const STATE_ID = '_state';

/** Records sent to Solr in one update. */
const BATCH = 500;
/** Updates sent before the first is answered, while a collection is filled. */
const IN_FLIGHT = 4;

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

  /**
   * The collection's place in the store's change log, kept in a document of its own (in no
   * collection a search names): the start of the log when none was written.
   */
  async readCursor(): Promise<ChangeCursor> {
    const answer = (await solrRequest(this.urls, `/${this.collection}/get`, {
      params: { id: STATE_ID },
    })) as { doc?: { result?: string } | null };
    const stored = answer.doc?.result;
    if (!stored) return LOG_START;
    const cursor = JSON.parse(stored) as Partial<ChangeCursor>;
    return { xact: String(cursor.xact ?? '0'), id: Number(cursor.id ?? 0) };
  }

  async writeCursor(cursor: ChangeCursor): Promise<void> {
    await this.update(
      JSON.stringify([{ id: STATE_ID, rowid: '-1', category: STATE_ID, result: JSON.stringify(cursor) }]),
    );
  }

  /** Takes every record and the place in the change log out (before it is filled anew). */
  async clear(): Promise<void> {
    await this.update('{"delete":{"query":"*:*"}}');
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

/**
 * Sends every record of the store to a collection, then records the place in the change log it
 * follows the store from (read before streaming, as buildIndex does: a change made meanwhile is
 * applied again, which replaces a document with itself) and commits: how many were sent.
 */
export async function fillSolrCollection(
  store: IndexedStore,
  writer: SolrIndexWriter,
  log: Log = () => {},
): Promise<number> {
  const applied = await store.searchIndex.searchChangeHorizon(store.dialect);
  let documents = 0;
  // A few updates in flight: the cluster indexes one while the next is read from the store and sent.
  const sending: Promise<void>[] = [];
  try {
    for await (const batch of store.searchIndex.streamSearchSources(BATCH)) {
      sending.push(writer.write(batch.map(toDocument)));
      if (sending.length >= IN_FLIGHT) await sending.shift();
      documents += batch.length;
      if (documents % 20_000 < batch.length) log(`solr: ${documents} records sent`);
    }
    await Promise.all(sending);
  } catch (error) {
    // Settled before the failure is passed on, so none is left unhandled.
    await Promise.allSettled(sending);
    throw error;
  }
  await writer.writeCursor(applied);
  await writer.commit();
  return documents;
}
