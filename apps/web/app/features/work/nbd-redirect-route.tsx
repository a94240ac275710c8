import { redirect } from 'react-router';
import type { Route } from './+types/nbd-redirect-route';
import { api } from '../../lib/api-client.ts';
import { failPage } from '../../lib/page-status.ts';
import { versionHref } from './edition-links.ts';

/**
 * NbdRedirect (/nbdid/{nbdId}, spec 02 §2): the version whose source record carries the National
 * Bibliographic Database id, under its work; otherwise 'The requested resource could not be found.'
 */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await api.versions.ofSourceRecord({ id: params.nbdId });
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
