import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { INDEX_FILE_NAME } from '@trove/search';
import { openStore } from '@trove/db';
import { emptyPostgresDatabase, queryBuilderOf, storesUnderTest } from '@trove/db/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpVisitor } from '../../../e2e/support/http-visitor.ts';
import { type PortalProcess, portalProcess } from '../../../e2e/support/portal-process.ts';
import {
  type IntegrityReport,
  postgresIntegrity,
  searchIndexIntegrity,
  sqliteStoreIntegrity,
} from './durability-integrity.ts';
import { Ledger, type LoadClient, runClient } from './durability-load.ts';
import { checkPresence } from './durability-presence.ts';
import { checkSearchConsistency } from './durability-search.ts';

/** Writes acknowledged before the server is killed; clients keep writing up to the kill. */
const KILL_AFTER_ACKNOWLEDGED = 240;
/** Readers signed up, and clients writing at once (two readers have two clients each). */
const READERS = 4;
const CLIENTS = 6;
/** Works the load writes on. */
const WORKS = 24;

/**
 * Issue 12 §3: the real portal, a write load from several signed-in clients, SIGKILL mid-load and
 * a restart on the same data. Every acknowledged write must be there, the store's and the search
 * index's own integrity checks must pass, and search must agree with the store about which tags
 * are public and which private. The figures are printed for the closing note.
 */
describe.each(await storesUnderTest())('the portal killed under write load on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-durability-'));
  let database: Awaited<ReturnType<typeof emptyPostgresDatabase>> | null = null;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = dialect === 'postgres' ? await emptyPostgresDatabase() : null;
    portal = await portalProcess({
      dataDir,
      ...(database ? { databaseUrl: database.url } : {}),
      // The synthetic demo corpus (3,000 records) starts in seconds; one search worker spares the cores.
      env: { CORPUS_DIR: 'none', SEARCH_WORKERS: '1' },
    });
    await portal.start();
  });
  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const openTheStore = () => openStore({ dataDir, databaseUrl: database?.url });
  const storeIntegrity = (): Promise<IntegrityReport> | IntegrityReport =>
    database ? postgresIntegrity(database.url) : sqliteStoreIntegrity(dataDir);
  const indexFile = path.join(dataDir, INDEX_FILE_NAME);

  it('keeps every acknowledged write, passes the integrity checks, and searches as the store says', async () => {
    const readers = await signUpReaders(portal.baseUrl);
    const clients: LoadClient[] = Array.from({ length: CLIENTS }, (_, i) => {
      const [email, visitor] = [...readers][i % READERS]!;
      return { label: `c${i}`, email, visitor };
    });
    const store = openTheStore();
    const works = (
      await queryBuilderOf(store)
        .selectFrom('work')
        .select('id')
        .where('deletedAt', 'is', null)
        .orderBy('id')
        .limit(WORKS)
        .execute()
    ).map((w) => w.id);
    await store.destroy();
    expect(works).toHaveLength(WORKS);

    const ledger = new Ledger();
    const timer = new PhaseTimer();
    const running = clients.map((client) => runClient(client, works, ledger));
    await ledger.reached(KILL_AFTER_ACKNOWLEDGED);
    await portal.kill();
    await Promise.all(running);
    timer.mark('load');

    // What the killed server left behind, before anything opens it again.
    const crashedStore = await storeIntegrity();
    const crashedIndex = searchIndexIntegrity(indexFile);
    const reopened = openTheStore();
    const presence = await checkPresence(reopened, ledger).finally(() => reopened.destroy());
    timer.mark('crash checks');

    await portal.start();
    timer.mark('restart');
    const search = await checkSearchConsistency(portal.baseUrl, ledger, readers);
    await portal.stop();
    const finalIndex = searchIndexIntegrity(indexFile);
    const finalStore = await storeIntegrity();
    timer.mark('search and final checks');

    console.log(
      [
        `durability on ${dialect}: ${ledger.acknowledged} writes acknowledged, ${ledger.unanswered.length} cut off by SIGKILL (${presence.landedUnanswered} of them landed)`,
        `  acknowledged ${JSON.stringify(presence.acknowledged)}`,
        `  present      ${JSON.stringify(presence.present)}`,
        `  store after the crash: ${crashedStore.checked}: ${crashedStore.problems.length} problems`,
        `  index after the crash: ${crashedIndex.checked}: ${crashedIndex.problems.length} problems`,
        `  after restart: ${search.publicTagsFound} public tags found by everyone through their links, ${search.privateTagsFoundByOwnerOnly} private tags found by their owners only`,
        `  refusals: ${JSON.stringify(Object.fromEntries(ledger.refusals))}; ${timer.summary()}`,
      ].join('\n'),
    );
    expect(Object.fromEntries(ledger.refusals)).toEqual({});
    expect(presence.problems).toEqual([]);
    expect(presence.present).toEqual(presence.acknowledged);
    expect(presence.acknowledged.tags).toBeGreaterThan(0);
    expect([crashedStore.problems, finalStore.problems]).toEqual([[], []]);
    expect([crashedIndex.problems, finalIndex.problems]).toEqual([[], []]);
    expect(search.problems).toEqual([]);
    expect(search.publicTagsFound + search.privateTagsFoundByOwnerOnly).toBe(presence.acknowledged.tags);
  }, 240_000);
});

/** Signed-up readers by e-mail address, each with a strong password of its own. */
async function signUpReaders(baseUrl: string): Promise<Map<string, HttpVisitor>> {
  const readers = new Map<string, HttpVisitor>();
  for (let i = 0; i < READERS; i++) {
    const email = `durable${i}.${randomBytes(3).toString('hex')}@example.org`;
    const visitor = new HttpVisitor(baseUrl);
    await visitor.signUp(email, `Durable Reader ${i}`, `Kept ${randomBytes(9).toString('base64url')} safe`);
    readers.set(email, visitor);
  }
  return readers;
}

/** Seconds spent in each phase, for the printed figures (nothing is asserted on them). */
class PhaseTimer {
  private last = performance.now();
  private readonly phases: string[] = [];
  mark(phase: string): void {
    const now = performance.now();
    this.phases.push(`${phase} ${((now - this.last) / 1000).toFixed(1)} s`);
    this.last = now;
  }
  summary(): string {
    return this.phases.join(', ');
  }
}
