import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  API_KEY_MESSAGES,
  CONTRIBUTION_WRITE_MESSAGES,
  MESSAGES,
  SearchDownloadSchema,
  USERNAME_MESSAGES,
  WRITE_TARGETS,
} from '@trove/contracts';
import { type Store } from '@trove/db';
import { createTestStore, storesUnderTest, queryBuilderOf } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_REFUSALS } from '../src/auth/csrf.ts';
import { seedCatalogueContent, seedConfiguration } from '../src/content/seed.ts';
import type { AppDeps } from '../src/deps.ts';
import { HUMAN_COOKIE } from '../src/http/human-check.ts';
import type { Role } from '../src/auth/caller.ts';
import { searchDownloadHandler } from '../src/jobs/search-download-job.ts';
import { JobWorker } from '../src/jobs/worker.ts';
import { SEARCH_DOWNLOAD_JOB } from '../src/services/downloads.service.ts';
import * as C from './authorisation-corrections.ts';
import {
  apiKeyApplicationsRead,
  apiKeyReviewWrites as AK,
  apiKeyWrites as K,
} from './authorisation-api-keys.ts';
import * as D from './authorisation-downloads.ts';
import * as E from './authorisation-endpoints.ts';
import { listWrites as LW } from './authorisation-list-endpoints.ts';
import * as P from './authorisation-list-people.ts';
import { profileEditWrites as PE } from './authorisation-profile-edit.ts';
import { partnerReads } from './authorisation-partner.ts';
import * as M from './authorisation-moderation.ts';
import { notificationCalls as N } from './authorisation-notifications.ts';
import * as S from './authorisation-settings.ts';
import { dataManagerReads, privateListReads, privateReads, roleReads } from './authorisation-reads.ts';
import { PASSWORD, Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import { seedFixtures } from './fixtures.ts';
import { type SearchingApp, TEST_CONFIG, searchingApp } from './helpers.ts';
import { humanCookieValue } from './human-check.ts';

/**
 * Who may call every state-changing endpoint, and every read that needs sign-in or a role (spec 01
 * §6, 02 §6, 03 §6 and §8; ADR 014–018): each cell is one call by one caller, answered with the
 * exact status and message, and a refused call changes nothing.
 */

type Outcome =
  | { status: 200 | 410; changes?: boolean; sees?: boolean }
  | { status: 401 | 403 | 404 | 409; error: string; message: string | ((subject: string) => string) };

/** Allowed, and the call changed what it names. */
const DONE: Outcome = { status: 200, changes: true };
/** Allowed, but nothing of someone else's is touched. */
const UNCHANGED: Outcome = { status: 200, changes: false };
/** An allowed read. */
const OK: Outcome = { status: 200 };
/** A read that shows the owner's private thing, or leaves it out. */
const SEES: Outcome = { status: 200, sees: true };
const HIDDEN: Outcome = { status: 200, sees: false };
/** A deleted record: 410 for everyone, with or without why. */
const GONE_TOLD: Outcome = { status: 410, sees: true };
const GONE: Outcome = { status: 410, sees: false };
const refused = (status: 401 | 403 | 404 | 409, error: string, message: string | ((s: string) => string)) =>
  ({ status, error, message }) as Outcome;
const SIGN_IN = refused(401, 'unauthorised', MESSAGES.noPermission);
const FORBIDDEN = refused(403, 'forbidden', MESSAGES.noPermission);
const HUMAN_FIRST = refused(403, 'human_check', CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst);
const PRIVATE_SIGN_IN = refused(401, 'unauthorised', CONTRIBUTION_WRITE_MESSAGES.privateNeedsSignIn);
const NAME_TAKEN = refused(409, 'username_taken', USERNAME_MESSAGES.taken);
/** Someone else's private list is not there for them. */
const NO_LIST = refused(404, 'not_found', (id) => MESSAGES.notFound('list', id));
/** Someone else's notification is not there for them (ADR 042). */
const NO_ALERT = refused(404, 'not_found', (id) => MESSAGES.notFound('notification', id));
/** Another reader has no key of their own to act on (ADR 050). */
const NO_KEY = refused(404, 'no_api_key', API_KEY_MESSAGES.noKey);

const CALLERS = ['anonymous', 'human', 'owner', 'other', 'dataManager', 'qa'] as const;
type CallerName = (typeof CALLERS)[number];
const CALLER_LABELS: Record<CallerName, string> = {
  anonymous: 'anonymous',
  human: 'anonymous after the human check',
  owner: 'the owner',
  other: 'another user',
  dataManager: 'a data manager',
  qa: 'a QA user',
};
type Row = [E.Endpoint, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/**
 * Endpoint × caller → outcome. The owner owns what a row touches (made fresh for each call); the
 * 'human' is an anonymous browser holding the human-check cookie. GET /profile/logout is a GET, as
 * spec 03 §7 has it, so the CSRF rule does not cover it.
 */
// prettier-ignore
const MATRIX: Row[] = [
  //                                       anonymous        human            owner      other      data manager  QA
  [E.verifyHumanCheck,                     DONE,            DONE,            DONE,      DONE,      DONE,         DONE],
  [E.addTag('public'),                     HUMAN_FIRST,     DONE,            DONE,      DONE,      DONE,         DONE],
  [E.addTag('private'),                    PRIVATE_SIGN_IN, PRIVATE_SIGN_IN, DONE,      DONE,      DONE,         DONE],
  [E.tagOwnersPrivateList,                 HUMAN_FIRST,     NO_LIST,         DONE,      NO_LIST,   NO_LIST,      NO_LIST],
  [E.removeTag('owner'),                   SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.removeTag('anonymous'),               SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.bulkRemoveOwnersTag,                  SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, DONE,         UNCHANGED],
  ...WRITE_TARGETS.map((type): Row =>
  [E.addNote(type, 'public'),              HUMAN_FIRST,     DONE,            DONE,      DONE,      DONE,         DONE]),
  [E.addNote('work', 'private'),           PRIVATE_SIGN_IN, PRIVATE_SIGN_IN, DONE,      DONE,      DONE,         DONE],
  [E.noteOwnersPrivateList,                HUMAN_FIRST,     NO_LIST,         DONE,      NO_LIST,   NO_LIST,      NO_LIST],
  [E.changeOwnersNote,                     SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.removeOwnersNote,                     SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.addToNewList,                         SIGN_IN,         SIGN_IN,         DONE,      DONE,      DONE,         DONE],
  [E.addToOwnersList,                      SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  // Managing one of the owner's lists (spec 03 §6): the owner alone among these callers
  [LW.move,                                SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.removeItem,                          SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.removeItemOfTarget,                  SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.itemNote,                            SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.addUrlItem,                          SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.update,                              SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.updatePrivate,                       NO_LIST,         NO_LIST,         DONE,      NO_LIST,   NO_LIST,      NO_LIST],
  [LW.remove,                              SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [LW.thumbnail,                           SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.splitEdition,                         SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [E.mergeWorks,                           SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  // Moderation is for content managers (ADR 045; with one among the callers: authorisation-moderation.int.test.ts)
  ...M.moderationWrites.map((endpoint): Row =>
  [endpoint,                               SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN]),
  [M.reviewPrivateNotes,                   SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [M.reviewLog,                            SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  // Text correction (ADR 046): anyone corrects (a visitor after the human check); data managers look after it
  [C.saveCorrection,                       HUMAN_FIRST,     DONE,            DONE,      DONE,      DONE,         DONE],
  [C.revertText,                           SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [C.reviewHeld('approve'),                SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [C.reviewHeld('reject'),                 SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [C.blockReader,                          SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [C.unblockReader,                        SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [C.correctionReads.held,                 SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, SEES,         FORBIDDEN],
  [C.correctionReads.blocks,               SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [C.correctionReads.historyWithHeld,      HIDDEN,          HIDDEN,          HIDDEN,    HIDDEN,    SEES,         HIDDEN],
  [E.requestDownload,                      SIGN_IN,         SIGN_IN,         DONE,      DONE,      DONE,         DONE],
  [D.removeOwnersDownload,                 SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [D.retryOwnersDownload,                  SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [E.logout,                               UNCHANGED,       UNCHANGED,       DONE,      DONE,      DONE,         DONE],
  // One's own profile only (ADR 040): another caller's call changes their own, never the owner's
  [PE.save,                                SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, UNCHANGED,    UNCHANGED],
  [PE.uploadAvatar,                        SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, UNCHANGED,    UNCHANGED],
  [PE.removeAvatar,                        SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, UNCHANGED,    UNCHANGED],
  // Reads that need sign-in or a role
  [roleReads.profileInfo,                  SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [roleReads.ownersProfile,                OK,              OK,              OK,        OK,        OK,           OK],
  [roleReads.activeDownloads,              SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [D.downloadReads.ownDownloads,           SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [D.downloadReads.ownContributions,       SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [roleReads.ownersDownloadFile,           SIGN_IN,         SIGN_IN,         OK,        FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [roleReads.rawWork,                      SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [roleReads.rawVersion,                   SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [roleReads.explainSearch,                SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [roleReads.explainFacets,                SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [roleReads.explainExplore,               SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, OK,           FORBIDDEN],
  [dataManagerReads.canSplit,              HIDDEN,          HIDDEN,          HIDDEN,    HIDDEN,    SEES,         HIDDEN],
  [dataManagerReads.deletedDetails,        GONE,            GONE,            GONE,      GONE,      GONE_TOLD,    GONE],
  // The partner dashboard: the owner is a partner linked to the library (ADR 044)
  [partnerReads.linkedLibrary,             SIGN_IN,         SIGN_IN,         OK,        FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [partnerReads.unlinkedLibrary,           SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  // Reads that show the owner's private things to the owner alone
  [privateReads.tagsOfWork,                HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.notesOfWork,               HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.tagsOfOwner,               HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.notesOfOwner,              HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.tagSummaryOfOwner,         HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.tagSuggestions,            HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.listsOfOwner,              HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.listTabOfOwner,            HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.listsHoldingWork,          HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [privateReads.listsHoldingArticle,       HIDDEN,          HIDDEN,          SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  // A private list is not there for anyone but its owner
  [privateListReads.tagsOfList,            NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [privateListReads.notesOfList,           NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [privateListReads.exportOfList,          NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [privateListReads.list,                  NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [privateListReads.items,                 NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [privateListReads.manage,                NO_LIST,         NO_LIST,         SEES,      NO_LIST,   NO_LIST,      NO_LIST],
  [P.trendingPrivate,                      HIDDEN,          HIDDEN,          HIDDEN,    HIDDEN,    HIDDEN,       HIDDEN],
  // A list's people (spec 03 §6): the owner decides; anyone else may ask to join and follow
  [P.requestToJoin('public'),              SIGN_IN,         SIGN_IN,         FORBIDDEN, DONE,      DONE,         DONE],
  [P.requestToJoin('private'),             SIGN_IN,         SIGN_IN,         FORBIDDEN, NO_LIST,   NO_LIST,      NO_LIST],
  [P.collaborationRequests,                SIGN_IN,         SIGN_IN,         OK,        FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.decideRequest('accept'),              SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.decideRequest('decline'),             SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.decideRequest('decline?blockUser=true'), SIGN_IN,      SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.unblock,                              SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.setRole,                              SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.removeCollaborator,                   SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.transfer,                             SIGN_IN,         SIGN_IN,         DONE,      FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  [P.follow('public'),                     SIGN_IN,         SIGN_IN,         FORBIDDEN, DONE,      DONE,         DONE],
  [P.follow('private'),                    SIGN_IN,         SIGN_IN,         FORBIDDEN, NO_LIST,   NO_LIST,      NO_LIST],
  [P.stopFollowing,                        SIGN_IN,         SIGN_IN,         UNCHANGED, DONE,      DONE,         DONE],
  // Notifications are the signed-in reader's own; the activity feed shows public contributions only
  [N.clearAlert,                           SIGN_IN,         SIGN_IN,         DONE,      NO_ALERT,  NO_ALERT,     NO_ALERT],
  [N.clearAll,                             SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, UNCHANGED,    UNCHANGED],
  [N.alerts,                               SIGN_IN,         SIGN_IN,         SEES,      HIDDEN,    HIDDEN,       HIDDEN],
  [N.publicActivity,                       SEES,            SEES,            SEES,      SEES,      SEES,         SEES],
  [N.privateActivity,                      HIDDEN,          HIDDEN,          HIDDEN,    HIDDEN,    HIDDEN,       HIDDEN],
  // Settings (ADR 041): each reader's own account; the e-mail link's token is its own proof
  [S.changeEmail,                          SIGN_IN,         SIGN_IN,         DONE,      DONE,      DONE,         DONE],
  [S.confirmEmail,                         DONE,            DONE,            DONE,      DONE,      DONE,         DONE],
  [S.keepOwnersName,                       SIGN_IN,         SIGN_IN,         UNCHANGED, NAME_TAKEN, NAME_TAKEN,  NAME_TAKEN],
  [S.samePassword,                         SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [S.confirmPassword,                      SIGN_IN,         SIGN_IN,         OK,        OK,        OK,           OK],
  [S.feedOff,                              SIGN_IN,         SIGN_IN,         DONE,      DONE,      DONE,         DONE],
  [S.deleteSomeoneElse,                    SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, FORBIDDEN,    FORBIDDEN],
  // API keys (ADR 050): each reader's own key; data managers review applications
  [K.apply,                                SIGN_IN,         SIGN_IN,         DONE,      UNCHANGED, UNCHANGED,    UNCHANGED],
  [K.renew,                                SIGN_IN,         SIGN_IN,         DONE,      NO_KEY,    NO_KEY,       NO_KEY],
  [K.reveal,                               SIGN_IN,         SIGN_IN,         DONE,      NO_KEY,    NO_KEY,       NO_KEY],
  [K.remove,                               SIGN_IN,         SIGN_IN,         DONE,      NO_KEY,    NO_KEY,       NO_KEY],
  [AK.approve,                             SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [AK.quota,                               SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [AK.deactivate,                          SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, DONE,         FORBIDDEN],
  [apiKeyApplicationsRead,                 SIGN_IN,         SIGN_IN,         FORBIDDEN, FORBIDDEN, SEES,         FORBIDDEN],
];

/** The signed-in callers' accounts, and the role each holds (granted as the roles command does). */
const ACCOUNTS: Record<Exclude<CallerName, 'anonymous' | 'human'>, { email: string; role?: Role }> = {
  owner: { email: 'owner@example.org' },
  other: { email: 'other@example.org' },
  dataManager: { email: 'manager@example.org', role: 'dataManager' },
  qa: { email: 'checker@example.org', role: 'qa' },
};

/** A forged call: what the web's sender (lib/api-client.ts) would send, with one header wrong or missing. */
const FORGERIES = [
  ['without the CSRF token', { 'x-csrf-token': null }, CSRF_REFUSALS.noToken],
  ['with a wrong CSRF token', { 'x-csrf-token': 'guessed' }, CSRF_REFUSALS.noToken],
  ['from another site', { origin: 'https://evil.example' }, CSRF_REFUSALS.otherSite],
  [
    'from a page of another site',
    { origin: null, referer: 'https://evil.example/page' },
    CSRF_REFUSALS.otherSite,
  ],
  ['without Origin or Referer', { origin: null }, CSRF_REFUSALS.noSite],
] as const;

const CELLS = MATRIX.map(([endpoint, ...outcomes]) => ({
  name: endpoint.name,
  endpoint,
  cells: CALLERS.map((caller, i) => [CALLER_LABELS[caller], caller, outcomes[i]!] as const),
}));

/** The state-changing calls (logout aside: a GET), each with a signed-in caller who may make them. */
const WRITES = CELLS.flatMap(({ name, endpoint, cells }) => {
  const allowed = cells.find(
    ([, caller, outcome]) => caller !== 'anonymous' && caller !== 'human' && outcome === DONE,
  );
  return endpoint.endsSession || !allowed ? [] : [{ name, endpoint, caller: allowed[1] }];
});

describe.each(await storesUnderTest())('the authorisation matrix on %s', (dialect) => {
  let store: Store;
  let running: SearchingApp;
  let downloadsDir: string;
  let world: E.World;
  const visitors = {} as Record<CallerName, Visitor | null>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const ids = await seedFixtures(store);
    await seedConfiguration(store);
    await seedCatalogueContent(store, { synthetic: false });
    downloadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-authz-'));
    running = await searchingApp(store, { downloadsDir });
    const { app } = running;
    visitors.anonymous = null;
    visitors.human = new Visitor(app);
    visitors.human.jar.set(HUMAN_COOKIE, await humanCookieValue(app));
    for (const [name, { email, role }] of Object.entries(ACCOUNTS))
      visitors[name as keyof typeof ACCOUNTS] = await signedUpVisitor(app, store, email, role);

    // The owner's download, finished by the worker, for the rows that read it.
    const queued = await browserCall(
      app,
      visitors.owner,
      'POST',
      '/api/profile/downloads',
      E.downloadRequest('Owner download'),
    );
    expect(queued.statusCode).toBe(200);
    const deps: AppDeps = {
      store,
      search: { current: running.engine },
      config: { ...TEST_CONFIG, downloadsDir },
      now: () => new Date(),
    };
    const worker = new JobWorker({ store, handlers: { [SEARCH_DOWNLOAD_JOB]: searchDownloadHandler(deps) } });
    expect(await worker.drain()).toBe(1);

    const version = await queryBuilderOf(store)
      .selectFrom('version')
      .select('id')
      .where('workId', '=', ids.bookId)
      .executeTakeFirstOrThrow();
    world = {
      app,
      store,
      ids,
      versionId: version.id,
      ownerId: (await store.accounts.userIdByName('owner'))!,
      downloadId: SearchDownloadSchema.parse(queued.json()).id,
    };
  });
  afterAll(async () => {
    await running.close();
    fs.rmSync(downloadsDir, { recursive: true, force: true });
  });

  /** The caller's browser; a call that ends the session gets a session of its own. */
  async function browserOf(caller: CallerName, endpoint: E.Endpoint): Promise<Visitor | null> {
    if (!endpoint.endsSession || caller === 'anonymous' || caller === 'human') return visitors[caller];
    const session = new Visitor(world.app);
    await session.logIn(ACCOUNTS[caller].email, PASSWORD);
    return session;
  }

  describe.each(CELLS)('$name', ({ endpoint, cells }) => {
    it.each(cells)('as %s', async (_label, caller, outcome) => {
      const visitor = await browserOf(caller, endpoint);
      const { request, subject, effect, secret } = await endpoint.prepare(world);
      const before = await effect?.(visitor);
      const res = await browserCall(
        world.app,
        visitor,
        request.method,
        request.url,
        request.payload,
        request.headers,
      );

      expect(res.statusCode, res.body.slice(0, 300)).toBe(outcome.status);
      if ('error' in outcome) {
        const message =
          typeof outcome.message === 'function' ? outcome.message(subject ?? '') : outcome.message;
        expect(res.json()).toEqual({ error: outcome.error, message });
      }
      if ('sees' in outcome && outcome.sees !== undefined) {
        expect(secret).toBeTruthy();
        expect(res.body.includes(secret!), res.body.slice(0, 300)).toBe(outcome.sees);
      }
      if (!effect) return;
      const after = await effect(visitor);
      if ('changes' in outcome && outcome.changes) expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
    });
  });

  describe.each(WRITES)('forged calls of $name', ({ endpoint, caller }) => {
    it.each(FORGERIES)('are refused %s and change nothing', async (_label, tamper, message) => {
      const visitor = visitors[caller];
      const { request, effect } = await endpoint.prepare(world);
      const before = await effect?.(visitor);
      const res = await browserCall(world.app, visitor, request.method, request.url, request.payload, {
        ...request.headers,
        ...tamper,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'csrf', message });
      expect(await effect?.(visitor)).toEqual(before);
    });

    it('are refused under a percent-encoded path, which the router runs as the same call', async () => {
      const visitor = visitors[caller];
      const { request, effect } = await endpoint.prepare(world);
      const before = await effect?.(visitor);
      const encoded = request.url.replace(/^\/api\//, '/%61pi/');
      const res = await browserCall(world.app, visitor, request.method, encoded, request.payload, {
        ...request.headers,
        origin: 'https://evil.example',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'csrf', message: CSRF_REFUSALS.otherSite });
      expect(await effect?.(visitor)).toEqual(before);
    });

    it('are refused from another site for anonymous callers, even after the human check', async () => {
      for (const visitor of [visitors.anonymous, visitors.human]) {
        const { request, effect } = await endpoint.prepare(world);
        const before = await effect?.(visitor);
        const res = await browserCall(world.app, visitor, request.method, request.url, request.payload, {
          ...request.headers,
          origin: 'https://evil.example',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: 'csrf', message: CSRF_REFUSALS.otherSite });
        expect(await effect?.(visitor)).toEqual(before);
      }
    });
  });
});
