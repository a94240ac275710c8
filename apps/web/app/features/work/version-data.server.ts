import { VersionRefSchema, type VersionRef, type WorkVersion } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';

/** What became of the version a page asked for (spec 02 §4 version load, §8). */
export type VersionLoad =
  | { kind: 'found'; version: WorkVersion }
  | { kind: 'separated'; message: string; moved: VersionRef }
  | { kind: 'failed'; status: number };

/**
 * GET /work/{id}/version/{versionId}. A 301 carries where the version lives now in its body's
 * details (no Location header, ADR 007); any other failure is the page's status.
 */
export async function loadVersion(
  workId: string,
  versionId: string,
  includeRaw: boolean,
  cookie: string | null = null,
): Promise<VersionLoad> {
  // The visitor's cookie: raw records are for data managers (ADR 016).
  const result = await api.versions.get(
    { id: workId, versionId, includeraw: includeRaw ? 'y' : undefined },
    { cookie },
  );
  if (result.ok) return { kind: 'found', version: result.data };
  if (result.status === 301) {
    const moved = VersionRefSchema.safeParse(result.details);
    if (moved.success) return { kind: 'separated', message: result.message, moved: moved.data };
  }
  return { kind: 'failed', status: pageStatus(result) };
}
