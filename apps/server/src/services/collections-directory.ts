import { type CollectionRow, listCollections } from '@trove/db';
import type { AppDeps } from '../deps.ts';

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

const directories = new WeakMap<AppDeps['store']['db'], CollectionDirectory>();

/** The directory of a store's collections, one per database handle. */
export function collectionDirectory(deps: Pick<AppDeps, 'store'>): CollectionDirectory {
  const db = deps.store.db;
  let directory = directories.get(db);
  if (!directory) {
    directory = new CollectionDirectory(() => listCollections(db), COLLECTION_DIRECTORY_SECONDS);
    directories.set(db, directory);
  }
  return directory;
}
