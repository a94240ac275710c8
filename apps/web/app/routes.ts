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
      route('corrections', file('corrections-tab-route'), { id: `profile-${area}-corrections` }),
      route('lists', file('lists-tab-route'), { id: `profile-${area}-lists` }),
      route('tags', file('tags-tab-route'), { id: `profile-${area}-tags` }),
      route('notes', file('notes-tab-route'), { id: `profile-${area}-notes` }),
      // The owner's alone (spec 03 §2): Downloads, Partner and Moderation; on anyone else's profile
      // these addresses fall to '*', which redirects by tabRedirect's rules.
      ...(area === 'own'
        ? [
            route('downloads', file('downloads-tab-route'), { id: 'profile-own-downloads' }),
            // Issue 18 §2 (ADR 050): the reader's API key, and data managers' review of applications.
            route('developers', file('developers-tab-route'), { id: 'profile-own-developers' }),
            route('moderate/api-keys', file('developers-review-route'), {
              id: 'profile-own-review-api-keys',
            }),
            route('partner', file('partner-tab-route'), { id: 'profile-own-partner' }),
            route('moderate/content', file('moderation-tab-route'), { id: 'profile-own-moderate' }),
            // Issue 17 §1: data managers review held text corrections and blocked accounts.
            route('moderate/corrections', 'features/corrections/review-route.tsx', {
              id: 'profile-own-review-corrections',
            }),
          ]
        : []),
      route('settings', file('settings-tab-route'), { id: `profile-${area}-settings` }),
      route('*', file('tab-redirect-route'), { id: `profile-${area}-other` }),
    ]),
  ];
}

// Spec 01 §2.1: only routes that an issue has built are present; any other path redirects home.
export default [
  index('features/landing/home-route.tsx'),
  route('landing/:landingId', 'features/landing/landing-route.tsx'),
  // Spec 03 §2 HallOfFame (issue 17, ADR 047).
  route('landing/community/hallOfFame', 'features/hall-of-fame/hall-of-fame-route.tsx'),
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
  // Issue 17 §1: correcting an article's text, and its every version (ADR 048).
  route('newspaper/article/:id/correct', 'features/corrections/correct-route.tsx'),
  route('newspaper/article/:id/history', 'features/corrections/history-route.tsx'),
  // Spec 03 §2 ManageList (issue 15; login required).
  route('list/manage/:id', 'features/list-manage/manage-route.tsx'),
  // Spec 03 §2 Profile area (issue 16, ADR 039): the own profile (login required) and anyone's.
  ...profileArea('userProfile', 'own'),
  ...profileArea('userProfile/user/:username', 'public'),
  // Spec 03 §2 PartnerDashboard (issue 16 §5, ADR 044; login and the partner role required).
  route('dashboard', 'features/dashboard/dashboard-route.tsx'),
  // Spec 03 §2 UserAccountDeleted, and the page an e-mail change's link leads to (ADR 041).
  route('user/account-deleted', 'features/profile/account-deleted-route.tsx'),
  route('user/confirm-email/:token', 'features/profile/confirm-email-route.tsx'),
  // The server answers /auth and renders its sign-in pages through this one (features/sign-in).
  route('auth/*', 'features/sign-in/sign-in-route.tsx'),
  // Not in the spec's table: supporting pages such as the data credits (ADR 006).
  route('about/:key', 'features/about/about-route.tsx'),
  // Spec 01 §2.2's help path (the browser notice's link): supporting pages under the spec's address.
  route('help/using-trove/:key', 'features/about/about-route.tsx', { id: 'help-using-trove' }),
  route('*', 'features/layout/fallback-route.tsx'),
] satisfies RouteConfig;
