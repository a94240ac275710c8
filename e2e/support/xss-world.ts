import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { data } from './api.ts';
import { grantDataManager } from './data-manager.ts';
import { HttpVisitor } from './http-visitor.ts';
import { grantContentManager } from './moderation.ts';
import { type PortalProcess, portalProcess } from './portal-process.ts';

/**
 * The portal the stored-XSS journey writes its payloads into: its own server (the payloads stay
 * out of the other journeys' portal) on the synthetic corpus, behind a trusted loopback proxy so
 * that each sign-up may come from an address of its own (sign-ups are limited per address).
 */
export interface XssWorld {
  portal: PortalProcess;
  baseUrl: string;
  dataDir: string;
  /** A reader who writes tags, notes, lists and downloads. */
  owner: HttpVisitor;
  /** The owner's password, typed again before a sensitive change (ADR 056). */
  ownerPassword: string;
  /** A data manager, who merges works and sees deleted ones, and a content manager (ADR 045). */
  manager: HttpVisitor;
  /** Works nobody else writes on (not culturally sensitive, so no advice dialog covers them). */
  works: number[];
  /** A person record. */
  personId: number;
  /** Texts the pages must show as written, by the place they were written to (see xss-fields.ts). */
  shown: Map<string, string[]>;
  /** Another visitor from an address of its own. */
  newVisitor(): HttpVisitor;
  close(): Promise<void>;
}

const strongPassword = () => `Xss ${randomBytes(9).toString('base64url')} proof`;

export async function startXssWorld(): Promise<XssWorld> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-xss-'));
  const portal = await portalProcess({
    dataDir,
    env: { CORPUS_DIR: 'none', TRUST_PROXY: 'loopback', SEARCH_WORKERS: '1' },
  });
  await portal.start();
  const baseUrl = portal.baseUrl;
  let addresses = 0;
  const newVisitor = () => {
    addresses += 1;
    return new HttpVisitor(baseUrl, { 'x-forwarded-for': `10.12.${addresses >> 8}.${addresses & 255}` });
  };
  const owner = newVisitor();
  const ownerPassword = strongPassword();
  await owner.signUp(`owner.${randomBytes(3).toString('hex')}@example.org`, 'Payload Owner', ownerPassword);
  const manager = newVisitor();
  const managerEmail = `manager.${randomBytes(3).toString('hex')}@example.org`;
  await manager.signUp(managerEmail, 'Payload Manager', strongPassword());
  grantDataManager(dataDir, managerEmail);
  // The same manager moderates notes, so the Moderation tab shows the payloads too (ADR 045).
  grantContentManager(dataDir, managerEmail);
  return {
    portal,
    baseUrl,
    dataDir,
    owner,
    ownerPassword,
    manager,
    works: await plainWorks(owner, 120),
    personId: await firstPerson(owner),
    shown: new Map(),
    newVisitor,
    close: async () => {
      await portal.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs up a reader with the display name, from an address of its own. */
export async function signUpAs(world: XssWorld, displayName: string): Promise<HttpVisitor> {
  const visitor = world.newVisitor();
  await visitor.signUp(`reader.${randomBytes(4).toString('hex')}@example.org`, displayName, strongPassword());
  return visitor;
}

/** Books of the synthetic corpus that carry no cultural advice. */
async function plainWorks(visitor: HttpVisitor, count: number): Promise<number[]> {
  const ids = new Set<number>();
  for (let startPos = 0; ids.size < count; startPos += 100) {
    const page = await data(
      visitor.client.search.run({
        category: 'books',
        keyword: 'australia',
        pageSize: '100',
        startPos: String(startPos),
      }),
    );
    if (page.works.length === 0) throw new Error(`Only ${ids.size} plain books in the corpus`);
    for (const { id } of page.works) {
      const work = await data(visitor.client.works.get({ id }));
      if (!work.culturallySensitive) ids.add(id);
    }
  }
  return [...ids].slice(0, count);
}

async function firstPerson(visitor: HttpVisitor): Promise<number> {
  const page = await data(visitor.client.search.run({ category: 'people', keyword: 'a' }));
  const person = page.works[0];
  if (!person) throw new Error('No person in the corpus');
  return person.id;
}

/** Takes the next unused work. */
export function takeWork(world: XssWorld): number {
  const id = world.works.shift();
  if (id === undefined) throw new Error('The journey ran out of works to write on');
  return id;
}

/** Notes that a place's pages must show these texts as written. */
export function shownAt(world: XssWorld, place: string, texts: readonly string[]): void {
  world.shown.set(place, [...(world.shown.get(place) ?? []), ...texts]);
}
