import { MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { buildWork, createTestStore, storesUnderTest } from '@trove/db/test-support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_REFUSALS } from '../src/auth/csrf.ts';
import type { Role } from '../src/auth/caller.ts';
import { type Visitor, browserCall, signedUpVisitor } from './auth-visitor.ts';
import * as M from './authorisation-moderation.ts';
import { testApp } from './helpers.ts';

/**
 * Who may review and moderate notes and tags (spec 03 §6 content manager; ADR 045): the shared
 * matrix has no content manager among its callers, so the moderation calls have this one too.
 * A refused call changes nothing; a forged one is refused even for a content manager.
 */

const CALLERS = ['anonymous', 'owner', 'other', 'dataManager', 'contentManager'] as const;
type CallerName = (typeof CALLERS)[number];
const ROLES: Record<Exclude<CallerName, 'anonymous'>, Role | undefined> = {
  owner: undefined,
  other: undefined,
  dataManager: 'dataManager',
  contentManager: 'contentManager',
};

type Outcome = 200 | 401 | 403;
const ERRORS = { 401: 'unauthorised', 403: 'forbidden' } as const;
const ONLY_MANAGERS: Outcome[] = [401, 403, 403, 403, 200];

const ROWS: [M.ModerationEndpoint, Outcome[]][] = [
  ...M.moderationWrites.map((endpoint): [M.ModerationEndpoint, Outcome[]] => [endpoint, ONLY_MANAGERS]),
  [M.reviewPrivateNotes, ONLY_MANAGERS],
  [M.reviewLog, ONLY_MANAGERS],
];

const CELLS = ROWS.map(([endpoint, outcomes]) => ({
  name: endpoint.name,
  endpoint,
  cells: CALLERS.map((caller, i) => [caller, outcomes[i]!] as const),
}));

describe.each(await storesUnderTest())('the moderation authorisation matrix on %s', (dialect) => {
  let store: Store;
  let app: FastifyInstance;
  let world: M.ModerationWorld;
  const visitors = {} as Record<CallerName, Visitor | null>;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    app = await testApp(store);
    visitors.anonymous = null;
    for (const [name, role] of Object.entries(ROLES))
      visitors[name as CallerName] = await signedUpVisitor(
        app,
        store,
        `${name.toLowerCase()}@example.org`,
        role,
      );
    world = {
      store,
      ownerId: (await store.accounts.userIdByName('owner'))!,
      ids: { bookId: (await buildWork(store)).workId },
    };
  });
  afterAll(async () => {
    await app.close();
    await store.destroy();
  });

  describe.each(CELLS)('$name', ({ endpoint, cells }) => {
    it.each(cells)('as %s', async (caller, status) => {
      const { request, effect, secret } = await endpoint.prepare(world);
      const before = await effect?.(visitors[caller]);
      const res = await browserCall(app, visitors[caller], request.method, request.url, request.payload);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      if (status !== 200)
        expect(res.json()).toEqual({ error: ERRORS[status], message: MESSAGES.noPermission });
      if (secret) expect(res.body.includes(secret)).toBe(status === 200);
      if (!effect) return;
      const after = await effect(visitors[caller]);
      if (status === 200) expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
    });
  });

  describe.each(M.moderationWrites.map((endpoint) => ({ name: endpoint.name, endpoint })))(
    'forged calls of $name',
    ({ endpoint }) => {
      it('are refused without the CSRF token or from another site, and change nothing', async () => {
        for (const [tamper, message] of [
          [{ 'x-csrf-token': null }, CSRF_REFUSALS.noToken],
          [{ origin: 'https://evil.example' }, CSRF_REFUSALS.otherSite],
        ] as const) {
          const { request, effect } = await endpoint.prepare(world);
          const before = await effect?.(visitors.contentManager);
          const res = await browserCall(
            app,
            visitors.contentManager,
            request.method,
            request.url,
            request.payload,
            tamper,
          );
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ error: 'csrf', message });
          expect(await effect?.(visitors.contentManager)).toEqual(before);
        }
      });
    },
  );
});
