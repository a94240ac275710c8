import type { Page } from 'playwright-core';
import { ENDPOINTS, addressOf } from '@trove/contracts';
import { expect } from './journey.ts';
import { CORRECTION_PAGES } from './xss-correction-fields.ts';
import type { XssTargets } from './xss-fields.ts';
import type { XssWorld } from './xss-world.ts';

/**
 * Every page that shows text a reader wrote, as the stored-XSS journey loads it (issue 12 §3):
 * each visit is an address, who looks at it, what it must show as written, and what to do on it
 * first (open 'Show all', a dialog, submit a form). A new page that shows user text goes here.
 */
export type Viewer = 'anonymous' | 'owner' | 'manager';

export interface XssVisit {
  url: string;
  expect: readonly string[];
  act?: (page: Page) => Promise<void>;
}

export interface XssPage {
  name: string;
  as: Viewer;
  visits(world: XssWorld, targets: XssTargets, payloads: readonly string[]): XssVisit[];
}

const shown = (world: XssWorld, ...places: string[]) => places.flatMap((p) => world.shown.get(p) ?? []);

/** Presses the panel's 'Show all' (once hydrated) so every tag is on the page. */
async function showAllTags(page: Page): Promise<void> {
  const region = page.locator('section[aria-labelledby="tags-heading"]');
  const showAll = region.getByRole('button', { name: 'Show all' });
  if ((await showAll.count()) === 0) return;
  await expect
    .poll(async () => {
      if ((await showAll.count()) > 0) await showAll.click();
      return showAll.count();
    })
    .toBe(0);
}

/** Shows every tag, then opens the confirmation of removing the first of the viewer's own. */
async function confirmRemovingATag(page: Page): Promise<void> {
  await showAllTags(page);
  const remove = page.getByRole('button', { name: /^Remove the tag / }).first();
  const dialog = page.getByRole('alertdialog');
  await expect
    .poll(async () => {
      if ((await dialog.count()) === 0) await remove.click();
      return dialog.count();
    })
    .toBe(1);
}

/** Fills the sign-in provider's form on the page with the payload and submits it (it is refused). */
function submitForm(fields: Record<string, (payload: string) => string>, payload: string) {
  return async (page: Page) => {
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value(payload));
    await page.locator('form button[type="submit"]').click();
    await page.waitForLoadState('load');
  };
}

/** Opens Add tags and types '<': the owner's own tags that start with it are suggested. */
async function suggestOwnTags(page: Page): Promise<void> {
  const add = page.getByRole('button', { name: 'Add tags' });
  const box = page.getByLabel('Tags (required)');
  await expect
    .poll(async () => {
      if ((await box.count()) === 0) await add.click();
      return box.count();
    })
    .toBe(1);
  await box.fill('<');
  await page.getByRole('listbox', { name: 'Your tags' }).waitFor();
}

/** Turns on Select works, selects the first result and opens Add to list: the owner's lists by name. */
async function openAddToList(page: Page): Promise<void> {
  const results = page.getByRole('list', { name: 'Search results' });
  const selectWorks = page.getByRole('switch', { name: 'Select works' });
  await expect
    .poll(async () => {
      if ((await results.getByRole('checkbox').count()) === 0) await selectWorks.press('Space');
      return results.getByRole('checkbox').count();
    })
    .toBeGreaterThan(0);
  await results.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Add to list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to list' });
  await dialog.getByRole('checkbox').first().waitFor();
  await dialog.getByText('Loading your lists…').waitFor({ state: 'detached' });
}

/** Queues a download named and described by the text; its name then shows in the dialog. */
function queueDownload(text: string) {
  return async (page: Page) => {
    await expect
      .poll(() =>
        page.evaluate(
          async (address) => ((await (await fetch(address)).json()) as { count: number }).count,
          `/api${addressOf(ENDPOINTS.downloads.active)}`,
        ),
      )
      .toBeLessThan(5);
    const dialog = page.getByRole('dialog', { name: 'Download these results' });
    const open = page.getByRole('region', { name: 'Results' }).getByRole('button', { name: 'Download' });
    await expect
      .poll(async () => {
        if ((await dialog.count()) === 0) await open.click();
        return dialog.count();
      })
      .toBe(1);
    await dialog.getByLabel('Name (required)').fill(text);
    await dialog.getByLabel('Description').fill(text);
    await dialog.getByRole('button', { name: 'Queue download' }).click();
    await expect.poll(() => dialog.getByText('Your download has been queued.').isVisible()).toBe(true);
  };
}

/** The payloads joined into texts of at most `max` characters (one download name holds several). */
function chunks(payloads: readonly string[], max: number): string[] {
  const out: string[] = [];
  for (const p of payloads) {
    const last = out.length - 1;
    if (last >= 0 && out[last]!.length + 1 + p.length <= max) out[last] += ` ${p}`;
    else out.push(p);
  }
  return out.map((c) => c.trim());
}

const keywordUrl = (path: string, payload: string) => `${path}?${new URLSearchParams({ keyword: payload })}`;

export const XSS_PAGES: readonly XssPage[] = [
  ...CORRECTION_PAGES,
  {
    name: 'work page: public tags',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/work/${t.taggedWork}`, expect: shown(w, 'tagged work'), act: showAllTags }],
  },
  {
    name: 'work page: public and private tags, and removing one',
    as: 'owner',
    visits: (w, t) => [
      {
        url: `/work/${t.taggedWork}`,
        expect: shown(w, 'tagged work', 'tagged work, private'),
        act: confirmRemovingATag,
      },
    ],
  },
  {
    name: 'edition page: tags and notes',
    as: 'anonymous',
    visits: (w, t) => [
      {
        url: `/work/${t.versionWork.workId}/version/${t.versionWork.versionId}`,
        expect: shown(w, 'edition'),
        act: showAllTags,
      },
    ],
  },
  {
    name: 'person page: tags and notes of a person and an organisation',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/people/${t.personId}`, expect: shown(w, 'person'), act: showAllTags }],
  },
  {
    name: 'work page: the owner’s own tags suggested while typing a tag',
    as: 'owner',
    visits: (_w, t) => [{ url: `/work/${t.listedWork}`, expect: [], act: suggestOwnTags }],
  },
  {
    name: 'work page: public notes',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/work/${t.noteWork}`, expect: shown(w, 'noted work') }],
  },
  {
    name: 'work page: public and private notes',
    as: 'owner',
    visits: (w, t) => [{ url: `/work/${t.noteWork}`, expect: shown(w, 'noted work', 'noted work, private') }],
  },
  {
    name: 'work page: changed notes',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/work/${t.editedNoteWork}`, expect: shown(w, 'edited note') }],
  },
  {
    name: 'work page: the public lists holding it',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/work/${t.listedWork}`, expect: shown(w, 'listed work') }],
  },
  {
    name: 'work page: display names of the people who wrote notes and made lists',
    as: 'anonymous',
    visits: (w, t) => [{ url: `/work/${t.namedWork}`, expect: shown(w, 'named work') }],
  },
  {
    name: 'public profiles and their lists: display names (ADR 039)',
    as: 'anonymous',
    visits: (_w, t) =>
      t.namedReaders.flatMap(({ username, displayName }) => [
        { url: `/userProfile/user/${encodeURIComponent(username)}`, expect: [displayName] },
        { url: `/userProfile/user/${encodeURIComponent(username)}/lists`, expect: [displayName] },
      ]),
  },
  {
    name: 'public profiles’ About tab: biography, website, twitter and facebook (ADR 040)',
    as: 'anonymous',
    visits: (_w, t) =>
      t.describedReaders.map(({ username, texts }) => ({
        url: `/userProfile/user/${encodeURIComponent(username)}/about`,
        expect: texts,
      })),
  },
  {
    name: 'profile Tags tab: the owner’s public and private tags with their counts (ADR 039)',
    as: 'owner',
    visits: (w) => [
      { url: '/userProfile/tags?visibility=public', expect: shown(w, 'tagged work') },
      { url: '/userProfile/tags?visibility=private', expect: shown(w, 'tagged work, private') },
    ],
  },
  {
    name: 'the owner’s Notes tab, every page: their notes as written (ADR 039)',
    as: 'owner',
    visits: (w, _t, payloads) => {
      // Eight note fields write each payload once; the newest, the last changed note, is on page 1.
      const pages = Math.ceil((8 * payloads.length) / 20);
      return Array.from({ length: pages }, (_, i) => ({
        url: `/userProfile/notes${i > 0 ? `?page=${i + 1}` : ''}`,
        expect: i === 0 ? shown(w, 'edited note').slice(-1) : [],
      }));
    },
  },
  {
    name: 'the owner’s Downloads tab: the names and descriptions of their downloads (ADR 043)',
    as: 'owner',
    visits: (w) => [{ url: '/userProfile/downloads', expect: shown(w, 'downloads') }],
  },
  {
    name: 'the owner’s About tab: notifications, feed and activity feed, newest pages (ADR 042)',
    as: 'owner',
    visits: (w) =>
      [1, 2, 3].map((page) => ({
        url: `/userProfile/about?alertDays=28&feedDays=28&activityPage=${page}`,
        expect: page === 1 ? shown(w, 'notifications') : [],
      })),
  },
  {
    name: 'deleted work: the merge note, for a data manager',
    as: 'manager',
    visits: (_w, t) =>
      t.mergedAway.map(({ workId, payload }) => ({ url: `/work/${workId}`, expect: [payload] })),
  },
  {
    name: 'SearchAll: a public tag’s link, with the Tagged facet',
    as: 'anonymous',
    visits: (w) => {
      const [first] = shown(w, 'tagged work');
      return first
        ? [{ url: keywordUrl('/search', `publictag:"${first.replace(/"/g, '')}"`), expect: [] }]
        : [];
    },
  },
  {
    name: 'Moderate Content: hidden notes, and the log’s reasons (content manager, ADR 045)',
    as: 'manager',
    visits: (w) => {
      const pages = (texts: readonly string[]) =>
        Array.from({ length: Math.ceil(texts.length / 20) }, (_, i) => texts.slice(i * 20, i * 20 + 20));
      const base = '/userProfile/moderate/content';
      return [
        // One author's hidden notes, oldest first; the log newest first.
        ...pages(shown(w, 'moderated notes')).map((texts, i) => ({
          url: `${base}?tab=note&state=hidden&page=${i + 1}`,
          expect: texts,
        })),
        ...pages([...shown(w, 'moderation reasons')].reverse()).map((texts, i) => ({
          url: `${base}?tab=log&page=${i + 1}`,
          expect: texts,
        })),
      ];
    },
  },
  {
    name: 'SearchAll: the keyword echoed',
    as: 'anonymous',
    visits: (_w, _t, payloads) => payloads.map((p) => ({ url: keywordUrl('/search', p), expect: [p] })),
  },
  {
    name: 'collection search: the keyword echoed, with Explain search',
    as: 'manager',
    visits: (_w, _t, payloads) =>
      payloads.map((p) => ({ url: `${keywordUrl('/search/category/books', p)}&explain=true`, expect: [p] })),
  },
  {
    name: 'collection search: Add to list offering the owner’s lists by name',
    as: 'owner',
    visits: (w) => [
      {
        url: '/search/category/books?keyword=australia',
        expect: shown(w, 'listed work'),
        act: openAddToList,
      },
    ],
  },
  {
    name: 'collection search: the Download dialog naming the download queued',
    as: 'owner',
    visits: (_w, _t, payloads) =>
      chunks(payloads, 255).map((text) => ({
        url: '/search/category/books?keyword=australia',
        expect: [text],
        act: queueDownload(text),
      })),
  },
  {
    name: 'collection search: limits and the searcher’s own tags echoed',
    as: 'owner',
    visits: (w, _t, payloads) => {
      const query = new URLSearchParams({ keyword: 'a' });
      for (const p of payloads) query.append('l-format', p);
      for (const tag of shown(w, 'tagged work, private').slice(0, 10)) query.append('l-usertag', tag);
      return [{ url: `/search/category/books?${query}`, expect: [] }];
    },
  },
  {
    name: 'advanced search: the fields filled from the address',
    as: 'anonymous',
    visits: (_w, _t, payloads) =>
      payloads.map((p) => ({ url: keywordUrl('/search/advanced/category/books', p), expect: [p] })),
  },
  {
    name: 'sign-up form: refused, with what was typed',
    as: 'anonymous',
    visits: (_w, _t, payloads) =>
      payloads.map((p) => ({
        url: '/auth/signup?backurl=%2F',
        expect: [p],
        act: submitForm(
          {
            'E-mail address': (x) => x,
            'User name': (x) => x,
            'Display name': (x) => x,
            Password: () => 'short',
          },
          p,
        ),
      })),
  },
  {
    name: 'profile Settings tab: the e-mail address waiting for its link (ADR 041)',
    as: 'owner',
    visits: (w) => [{ url: '/userProfile/settings', expect: shown(w, 'pending email') }],
  },
  {
    name: 'profile Developers tab: the API key application (ADR 050)',
    as: 'owner',
    visits: (w) => [{ url: '/userProfile/developers', expect: shown(w, 'api key application') }],
  },
  {
    name: "data managers' API key applications (ADR 050)",
    as: 'manager',
    visits: (w) => [{ url: '/userProfile/moderate/api-keys', expect: shown(w, 'api key application') }],
  },
  {
    name: 'log-in form: refused, with what was typed',
    as: 'anonymous',
    visits: (_w, _t, payloads) =>
      payloads.map((p) => ({
        url: '/auth/login?backurl=%2F',
        expect: [p],
        act: submitForm({ 'E-mail address or user name': (x) => x, Password: () => 'not the password' }, p),
      })),
  },
];
