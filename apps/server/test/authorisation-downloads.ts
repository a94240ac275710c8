import { queryBuilderOf } from '@trove/db/test-support';
import { type Endpoint, type World, fresh } from './authorisation-endpoints.ts';

/** The Downloads tab's calls in the authorisation matrix (spec 03 §7; ADR 043). */

/**
 * One of the owner's downloads, made for one call, FAILED: so those left by refused calls do not
 * count against the owner's active downloads.
 */
async function ownersDownload(w: World): Promise<number> {
  const now = new Date();
  const id = await w.store.downloads.insertSearchDownload({
    userId: w.ownerId,
    name: fresh('Owner download'),
    description: '',
    query: 'keyword=robbery',
    queryData: '{}',
    category: 'books',
    expectedRecordCount: 5,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
  });
  await w.store.downloads.markDownloadFailed(id, { error: 'Broken', final: true, now: now.toISOString() });
  return id;
}

const stateOf = async (w: World, id: number) =>
  (
    await queryBuilderOf(w.store)
      .selectFrom('searchDownload')
      .select('state')
      .where('id', '=', id)
      .executeTakeFirst()
  )?.state ?? 'none';

export const removeOwnersDownload: Endpoint = {
  name: 'DELETE /profile/downloads/:id',
  prepare: async (w) => {
    const id = await ownersDownload(w);
    return {
      request: { method: 'DELETE', url: `/api/profile/downloads/${id}` },
      effect: () => stateOf(w, id),
    };
  },
};

export const retryOwnersDownload: Endpoint = {
  name: 'POST /profile/downloads/:id/retry',
  prepare: async (w) => {
    const id = await ownersDownload(w);
    return {
      request: { method: 'POST', url: `/api/profile/downloads/${id}/retry` },
      effect: () => stateOf(w, id),
    };
  },
};

const read = (name: string, url: string): Endpoint => ({
  name: `GET ${name}`,
  prepare: async () => ({ request: { method: 'GET', url } }),
});

export const downloadReads = {
  ownDownloads: read('/profile/downloads', '/api/profile/downloads'),
  ownContributions: read('/profile/contributions', '/api/profile/contributions'),
};
