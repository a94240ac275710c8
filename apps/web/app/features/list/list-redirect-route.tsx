import { data, redirect } from 'react-router';
import type { Route } from './+types/list-redirect-route';

/**
 * ListRedirect (/list?id=N, spec 03 §2): on to /list/N; without a readable id, the portal's
 * not-found page with a 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) throw data(null, { status: 404 });
  return redirect(`/list/${id}`);
}

// Never drawn: the loader always redirects or throws to the error page.
export default function ListRedirect() {
  return null;
}
