import { redirect } from 'react-router';
import type { Route } from './+types/advanced-search-route';

// Replaced by the advanced search forms (issue 3); until then the plain search keeps the keyword.
export function loader({ request, params }: Route.LoaderArgs) {
  const keyword = new URL(request.url).searchParams.get('keyword');
  const query = keyword ? `?${new URLSearchParams({ keyword }).toString()}` : '';
  return redirect(`/search/${encodeURIComponent(params.ns)}/${encodeURIComponent(params.key)}${query}`);
}
