import type { CollectionRow } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';

/**
 * The collection rows, read once per `seconds` rather than on every search: a search needs its
 * collection's key, handler and searchability, which change only with an operator's content
 * edit. An edit is seen within the lifetime, the same minute search answers may be kept for
 * (routes/search.routes.ts); a failed read is not kept.
 */
export class CollectionDirectory {
  private rows: { expires: number; value: Promise<readonly CollectionRow[]> } | undefined;

  constructor(
    private readonly load: () => Promise<readonly CollectionRow[]>,
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  all(): Promise<readonly CollectionRow[]> {
    const now = this.now();
    if (this.rows && this.rows.expires > now) return this.rows.value;
    const value = this.load();
    const kept = { expires: now + this.seconds * 1000, value };
    this.rows = kept;
    value.catch(() => {
      if (this.rows === kept) this.rows = undefined;
    });
    return value;
  }

  async inNamespace(urlNamespace: string): Promise<CollectionRow[]> {
    return (await this.all()).filter((c) => c.urlNamespace === urlNamespace);
  }

  async byKey(urlNamespace: string, urlKey: string): Promise<CollectionRow | undefined> {
    return (await this.all()).find((c) => c.urlNamespace === urlNamespace && c.urlKey === urlKey);
  }

  async byId(id: number): Promise<CollectionRow | undefined> {
    return (await this.all()).find((c) => c.id === id);
  }
}

/** Seconds a collection edit may take to reach searches. */
export const COLLECTION_DIRECTORY_SECONDS = 60;

type ContentRepository = ServiceDeps<'content'>['store']['content'];

const directories = new WeakMap<ContentRepository, CollectionDirectory>();

/** The directory of a store's collections, one per database handle (its content repository). */
export function collectionDirectory(deps: Pick<ServiceDeps<'content'>, 'store'>): CollectionDirectory {
  const content = deps.store.content;
  let directory = directories.get(content);
  if (!directory) {
    directory = new CollectionDirectory(() => content.listCollections(), COLLECTION_DIRECTORY_SECONDS);
    directories.set(content, directory);
  }
  return directory;
}
