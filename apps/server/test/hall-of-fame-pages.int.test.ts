import { CORRECTION_MESSAGES, HALL_OF_FAME_PRIVATE_NAME } from '@trove/contracts';
import type { Store } from '@trove/db';
import {
  buildAccount,
  buildArticle,
  buildCorrection,
  buildNewspaperTitle,
  createTestStore,
  queryBuilderOf,
  storesUnderTest,
} from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Visitor, signedUpVisitor } from './auth-visitor.ts';
import type { SearchingApp } from './helpers.ts';
import { getPage, seededWebPortal } from './web-portal.ts';

/** The rows of a rendered leaders table: rank, reader and lines, as text. */
const tableRows = (html: string, captionStart: string) => {
  const table =
    html
      .replace(/<!-- -->/g, '')
      .split(/<caption[^>]*>/)
      .find((part) => part.startsWith(captionStart))
      ?.split('</table>')[0] ?? '';
  return [
    ...table.matchAll(/<tr[^>]*><td>(\d+)<\/td><th scope="row">(.*?)<\/th><td[^>]*>([\d,]+)<\/td><\/tr>/g),
  ].map(([, rank, reader, lines]) => [rank, reader!.replace(/<[^>]+>/g, ''), lines]);
};

/**
 * The hall of fame page and the profile's Text corrections tab as the server renders them (spec 03
 * Hall of fame, §3; ADR 047): the filter and period as a GET form without script, the table with
 * linked names, a private reader unnamed, the signed-in reader's own position or the message that
 * they have none; the tab's corrections with their lines and summary.
 */
describe.each(await storesUnderTest())('the hall of fame pages on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp | undefined;
  let app: FastifyInstance;
  let ada: Visitor;
  let quiet: Visitor;
  let articleId = 0;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    running = await seededWebPortal(store);
    app = running.app;
    ada = await signedUpVisitor(app, store, 'ada@example.org');
    quiet = await signedUpVisitor(app, store, 'quiet@example.org');
    const adaId = (await store.accounts.userIdByName('ada'))!;
    const titleId = await buildNewspaperTitle(store, { name: 'The Argus (Melbourne, Vic.)' });
    articleId = await buildArticle(store, {
      titleId,
      heading: 'SHIPPING NEWS.',
      page: '4',
      date: '1901-05-09',
    });
    const now = Date.now();
    const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();
    const lines = [{ oldText: 'Tbe ship arrivcd', newText: 'The ship arrived' }];
    await buildCorrection(store, { articleId, userId: adaId, createdAt: minutesAgo(5), lines });
    const ben = await buildAccount(store, { username: 'ben', displayName: 'Ben Chifley' });
    await buildCorrection(store, { articleId, userId: ben, createdAt: minutesAgo(10), lineCount: 5 });
    const hid = await buildAccount(store, { username: 'hid', displayName: 'Hidden Reader' });
    await queryBuilderOf(store)
      .updateTable('userAccount')
      .set({ profilePublic: 0 })
      .where('id', '=', hid)
      .execute();
    await buildCorrection(store, {
      articleId,
      userId: hid,
      createdAt: minutesAgo(3 * 24 * 60),
      lineCount: 3,
    });
  });
  afterAll(() => running?.close());

  it('ranks the readers of newspapers, any time, by default, each linked but the private one', async () => {
    const page = await getPage(app, null, '/landing/community/hallOfFame');
    expect(page.statusCode).toBe(200);
    expect(tableRows(page.body, 'Top text correctors: Newspapers, Any time')).toEqual([
      ['1', 'Ben Chifley', '5'],
      ['2', HALL_OF_FAME_PRIVATE_NAME, '3'],
      ['3', 'A. Reader', '1'],
    ]);
    expect(page.body).toContain('href="/userProfile/user/ben"');
    expect(page.body).not.toContain('Hidden Reader');
    expect(page.body).not.toContain('/userProfile/user/hid');
    expect(page.body.replace(/<!-- -->/g, '')).toContain('9 lines corrected by 3 readers');
    // The footer's 'Using Trove' links lead here.
    expect(page.body).toMatch(/<a href="\/landing\/community\/hallOfFame"[^>]*>Hall of fame<\/a>/);
    // An anonymous visitor has no position of their own to see.
    expect(page.body).not.toContain('Your position');
  });

  it('chooses the filter and period with a GET form that works without script', async () => {
    const form = await getPage(app, null, '/landing/community/hallOfFame');
    expect(form.body).toMatch(/<form [^>]*action="\/landing\/community\/hallOfFame" method="get"/);
    expect(form.body).toContain('<label for="hall-of-fame-filter">Collection</label>');
    expect(form.body).toMatch(/<select id="hall-of-fame-filter" name="filter">/);
    expect(form.body).toContain('<label for="hall-of-fame-period">Period</label>');
    expect(form.body).toMatch(/<select id="hall-of-fame-period" name="monthYearChoice">/);
    const day = await getPage(
      app,
      null,
      '/landing/community/hallOfFame?filter=newspaper&monthYearChoice=day',
    );
    expect(day.body).toMatch(/<option value="day" selected="">Last day<\/option>/);
    expect(tableRows(day.body, 'Top text correctors: Newspapers, Last day')).toEqual([
      ['1', 'Ben Chifley', '5'],
      ['2', 'A. Reader', '1'],
    ]);
    const gazettes = await getPage(app, null, '/landing/community/hallOfFame?filter=gazette');
    expect(gazettes.body).toContain('Nobody has corrected any text for this period yet.');
  });

  it('shows the default with a notice for a choice that is not one', async () => {
    const page = await getPage(app, null, '/landing/community/hallOfFame?monthYearChoice=decade');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('That choice is not one of the options');
    expect(page.body).toMatch(/<option value="all" selected="">Any time<\/option>/);
  });

  it('shows a signed-in reader their own position, marked, or that they have none', async () => {
    const own = await getPage(app, ada, '/landing/community/hallOfFame');
    expect(own.body).toContain('Your position');
    expect(tableRows(own.body, 'You are ranked 3')).toEqual([
      ['1', 'Ben Chifley', '5'],
      ['2', HALL_OF_FAME_PRIVATE_NAME, '3'],
      ['3', 'A. Reader (you)', '1'],
    ]);
    const none = await getPage(app, quiet, '/landing/community/hallOfFame');
    expect(none.body.replace(/&#x27;/g, "'")).toContain(CORRECTION_MESSAGES.noCorrections);
  });

  it('lists a reader’s corrections on their Text corrections tab, with the changed lines and their rank', async () => {
    const page = await getPage(app, null, '/userProfile/user/ada/corrections');
    expect(page.statusCode).toBe(200);
    const body = page.body.replace(/<!-- -->/g, '');
    expect(body).toMatch(
      /<a aria-current="page" class="[^"]*" href="\/userProfile\/user\/ada\/corrections"[^>]*>Text corrections<\/a>/,
    );
    expect(body).toContain(`href="/newspaper/article/${articleId}"`);
    expect(body).toContain('The Argus (Melbourne, Vic.) · 9 May 1901 · Page 4 · 1 line');
    expect(body).toContain('<del>Tbe ship arrivcd</del>');
    expect(body).toContain('<ins>The ship arrived</ins>');
    expect(body).toContain('A. Reader is ranked 3 of 3 newspaper text correctors, with 1 line corrected.');
    expect(body).toContain('href="/landing/community/hallOfFame"');
  });

  it('says when a reader has no corrections in the last 90 days', async () => {
    const page = await getPage(app, quiet, '/userProfile/corrections');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(CORRECTION_MESSAGES.noRecentCorrections);
    expect(page.body).toContain('You have not corrected any newspaper text yet.');
  });

  it('does not show a private reader’s tab to others', async () => {
    const page = await getPage(app, null, '/userProfile/user/hid/corrections');
    expect(page.statusCode).toBe(404);
  });
});
