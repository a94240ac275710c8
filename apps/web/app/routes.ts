import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * One profile area: its shell with the tabs served so far (About at its own address and as the
 * index, Lists) and every other tab address, which redirects by spec 03 §2's rules. The same
 * modules serve both areas, under ids of their own.
 */
function profileArea(path: string, area: 'own' | 'public') {
  const file = (name: string) => `features/profile/${name}.tsx`;
  return [
    route(path, file('profile-route'), { id: `profile-${area}` }, [
      index(file('about-tab-route'), { id: `profile-${area}-index` }),
      route('about', file('about-tab-route'), { id: `profile-${area}-about` }),
      route('lists', file('lists-tab-route'), { id: `profile-${area}-lists` }),
      route('tags', file('tags-tab-route'), { id: `profile-${area}-tags` }),
      route('notes', file('notes-tab-route'), { id: `profile-${area}-notes` }),
      route('*', file('tab-redirect-route'), { id: `profile-${area}-other` }),
    ]),
  ];
}

// Spec 01 §2.1: only routes that an issue has built are present; any other path redirects home.
export default [
  index('features/landing/home-route.tsx'),
  route('landing/:landingId', 'features/landing/landing-route.tsx'),
  route('collection/:ns/:key/:view?', 'features/collection/collection-route.tsx'),
  route('search', 'features/search/search-all-route.tsx'),
  route('search/advanced/:ns/:key', 'features/advanced-search/advanced-search-route.tsx'),
  route('search/:ns/:key', 'features/search/search-route.tsx'),
  route('work/:id', 'features/work/work-route.tsx'),
  route('work/:id/version/:versionId', 'features/work/version-route.tsx'),
  route('version/:versionId', 'features/work/version-redirect-route.tsx'),
  route('nbdid/:nbdId', 'features/work/nbd-redirect-route.tsx'),
  route('people/:id', 'features/person/person-route.tsx'),
  route('list', 'features/list/list-redirect-route.tsx'),
  route('list/:id', 'features/list/list-route.tsx'),
  route('newspaper/article/:id', 'features/article/article-route.tsx'),
  // Spec 03 §2 ManageList (issue 15; login required).
  route('list/manage/:id', 'features/list-manage/manage-route.tsx'),
  // Spec 03 §2 Profile area (issue 16, ADR 039): the own profile (login required) and anyone's.
  ...profileArea('userProfile', 'own'),
  ...profileArea('userProfile/user/:username', 'public'),
  // The server answers /auth and renders its sign-in pages through this one (features/sign-in).
  route('auth/*', 'features/sign-in/sign-in-route.tsx'),
  // Not in the spec's table: supporting pages such as the data credits (ADR 006).
  route('about/:key', 'features/about/about-route.tsx'),
  route('*', 'features/layout/fallback-route.tsx'),
] satisfies RouteConfig;
