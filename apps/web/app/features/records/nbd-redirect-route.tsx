import { redirect } from 'react-router';
import { VersionRefSchema } from '@trove/contracts';
import type { Route } from './+types/nbd-redirect-route';
import { apiGet } from '../../lib/api.ts';
import { failPage } from '../../lib/page-status.ts';
import { versionHref } from './edition-links.ts';

/**
 * NbdRedirect (/nbdid/{nbdId}, spec 02 §2): the version whose source record carries the National
 * Bibliographic Database id, under its work; otherwise 'The requested resource could not be found.'
 */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await apiGet(`/work/nbdid/${encodeURIComponent(params.nbdId)}`, VersionRefSchema);
  if (result.ok)
    return redirect(
      versionHref(result.data.workId, result.data.versionId, { keyword: null, includeRaw: false }),
    );
  failPage(result);
}

// Never drawn: the loader always redirects or throws to the error page.
export default function NbdRedirect() {
  return null;
}
