import { api } from '../../lib/api-client.ts';
import type { CopyrightLoad } from './copyright-view.ts';

/** The copyright status of the edition the page shows; a failed call becomes the spec's Unknown state. */
export async function loadCopyright(versionId: number | undefined): Promise<CopyrightLoad | null> {
  if (versionId === undefined) return null;
  const result = await api.copyright.status({ id: versionId });
  return { versionId, status: result.ok ? result.data : null };
}
