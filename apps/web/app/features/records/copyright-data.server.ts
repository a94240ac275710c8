import { CopyrightStatusSchema } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import type { CopyrightLoad } from './copyright-view.ts';

/** The copyright status of the edition the page shows; a failed call becomes the spec's Unknown state. */
export async function loadCopyright(versionId: number | undefined): Promise<CopyrightLoad | null> {
  if (versionId === undefined) return null;
  const result = await apiGet(`/copyrightstatus/${versionId}`, CopyrightStatusSchema);
  return { versionId, status: result.ok ? result.data : null };
}
