import { redirect } from 'react-router';
import type { Route } from './+types/version-redirect-route';
import { api } from '../../lib/api-client.ts';
import { failPage } from '../../lib/page-status.ts';
import { versionHref } from './edition-links.ts';

const NO_QUERY = { keyword: null, includeRaw: false };

/**
 * VersionRedirect (/version/{versionId}, spec 02 §2): on to the version under its work; when nothing
 * is found, the error page 'The requested resource could not be found.' with a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await api.versions.workOf({ id: params.versionId });
  if (result.ok) return redirect(versionHref(result.data.workId, result.data.versionId, NO_QUERY));
  failPage(result);
}

// Never drawn: the loader always redirects or throws to the error page.
export default function VersionRedirect() {
  return null;
}
