import {
  VersionSeparatedSchema,
  WorkVersionSchema,
  type VersionRef,
  type WorkVersion,
} from '@trove/contracts';
import { apiFetch } from '../../lib/api.ts';
import { pageStatus } from '../../lib/page-status.ts';

/** What became of the version a page asked for (spec 02 §4 version load, §8). */
export type VersionLoad =
  | { kind: 'found'; version: WorkVersion }
  | { kind: 'separated'; message: string; moved: VersionRef }
  | { kind: 'failed'; status: number };

/**
 * GET /work/{id}/version/{versionId}, read here rather than through `apiGet` because a 301 carries
 * where the version lives now in its body (no Location header, ADR 007).
 */
export async function loadVersion(
  workId: string,
  versionId: string,
  includeRaw: boolean,
  cookie: string | null = null,
): Promise<VersionLoad> {
  const path = `/work/${encodeURIComponent(workId)}/version/${encodeURIComponent(versionId)}`;
  try {
    const response = await apiFetch(`${path}${includeRaw ? '?includeraw=y' : ''}`, {
      // The visitor's cookie: raw records are for data managers (ADR 016).
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 301) {
      const separated = VersionSeparatedSchema.safeParse(body);
      if (separated.success)
        return { kind: 'separated', message: separated.data.message, moved: separated.data.details };
    }
    if (!response.ok) return { kind: 'failed', status: pageStatus(response) };
    const version = WorkVersionSchema.safeParse(body);
    if (version.success) return { kind: 'found', version: version.data };
  } catch (error) {
    // The API did not answer in time: the page says the service is busy (lib/api.ts).
    if (error instanceof Response) throw error;
    // A network failure is answered below like any other.
  }
  return { kind: 'failed', status: 502 };
}
