import type { WriteTarget } from '@trove/contracts';
import { data } from './api.ts';
import type { HttpVisitor } from './http-visitor.ts';
import { correctableArticle, correctionField } from './xss-correction-fields.ts';
import { profileDetailsField } from './xss-profile-fields.ts';
import { notificationField } from './xss-notifications.ts';
import { apiKeyApplicationField, moderationField, pendingEmailField } from './xss-account-fields.ts';
import { type XssWorld, shownAt, signUpAs, takeWork } from './xss-world.ts';

/**
 * Every user-text field of every call, as the stored-XSS journey writes its payloads through them
 * (issue 12 §3). Each field writes every payload and notes, under a place name, the text the API
 * answered as stored: the pages of xss-pages.ts that show that place must show those texts as
 * written. A field whose text no page shows yet still writes (the API must take it); add its place
 * to a page when one comes. A new field of a call goes here.
 */
export interface XssField {
  /** The call and field, as a reader of the test's output would look for it. */
  name: string;
  write(world: XssWorld, payloads: readonly string[]): Promise<void>;
}

/** Places whose texts no page shows yet (lists have no page; reasons and split notes are kept, not shown). */
export const UNSHOWN_PLACES = ['list', 'list descriptions', 'list item reasons', 'list items', 'split notes'];

/** The records the fields write on, chosen once (see xssTargets). */
export interface XssTargets {
  taggedWork: number;
  noteWork: number;
  editedNoteWork: number;
  versionWork: { workId: number; versionId: number };
  listedWork: number;
  namedWork: number;
  personId: number;
  ownerListId: number;
  /** Works deleted by a merge whose note is a payload, the work they went into and the edition moved. */
  mergedAway: { workId: number; into: number; moved: number; payload: string }[];
  /** Readers whose display name is a payload, for their profile pages (ADR 039). */
  namedReaders: { username: string; displayName: string }[];
  /** Readers whose profile fields are a payload, and the texts their About tab shows (ADR 040). */
  describedReaders: { username: string; texts: string[] }[];
  /** A newspaper article whose lines and correction comments are payloads (ADR 046). */
  correctedArticle: number;
}

export async function xssTargets(world: XssWorld): Promise<XssTargets> {
  const versionWork = takeWork(world);
  const work = await data(world.owner.client.works.get({ id: versionWork }));
  const listName = 'The owner’s list for payloads';
  await data(
    world.owner.client.lists.addItems({
      body: { items: [{ id: takeWork(world), type: 'work' }], lists: [{ name: listName, priv: false }] },
    }),
  );
  const lists = await data(world.owner.client.lists.summariesOf({ user: await username(world.owner) }));
  return {
    taggedWork: takeWork(world),
    noteWork: takeWork(world),
    editedNoteWork: takeWork(world),
    versionWork: { workId: versionWork, versionId: work.items[0]!.id },
    listedWork: takeWork(world),
    namedWork: takeWork(world),
    personId: world.personId,
    ownerListId: lists.lists.find((l) => l.name === listName)!.id,
    mergedAway: [],
    namedReaders: [],
    describedReaders: [],
    correctedArticle: await correctableArticle(world),
  };
}

async function username(visitor: HttpVisitor): Promise<string> {
  return (await data(visitor.client.profile.info())).username;
}

/** POST /tag: each payload as one tag box's text (which may hold several comma-separated tags). */
function tagField(
  name: string,
  target: (t: XssTargets) => { type: WriteTarget; id: number },
  priv: boolean,
  place: string,
  targets: () => XssTargets,
): XssField {
  return {
    name,
    async write(world, payloads) {
      for (const content of payloads) {
        const added = await data(
          world.owner.client.tags.add({ body: { targets: [target(targets())], tags: [{ content, priv }] } }),
          content,
        );
        shownAt(
          world,
          place,
          added.items.map((item) => item.name),
        );
      }
    },
  };
}

/** POST /annotation/{type}: each payload as a note. */
function noteField(
  name: string,
  type: WriteTarget,
  target: (t: XssTargets) => number,
  priv: boolean,
  place: string,
  targets: () => XssTargets,
): XssField {
  return {
    name,
    async write(world, payloads) {
      for (const content of payloads) {
        const note = await data(
          world.owner.client.addNote[type]({ body: { target: target(targets()), content, priv } }),
          content,
        );
        shownAt(world, place, [note.content]);
      }
    },
  };
}

/** The fields, over the targets chosen for the world (set before any field writes). */
export function xssFields(targets: () => XssTargets): XssField[] {
  const t = targets;
  return [
    tagField(
      'POST /tag content, public, on a work',
      (x) => ({ type: 'work', id: x.taggedWork }),
      false,
      'tagged work',
      t,
    ),
    tagField(
      'POST /tag content, private, on a work',
      (x) => ({ type: 'work', id: x.taggedWork }),
      true,
      'tagged work, private',
      t,
    ),
    tagField(
      'POST /tag content on an edition',
      (x) => ({ type: 'version', id: x.versionWork.versionId }),
      false,
      'edition',
      t,
    ),
    tagField(
      'POST /tag content on a person',
      (x) => ({ type: 'person', id: x.personId }),
      false,
      'person',
      t,
    ),
    tagField(
      'POST /tag content on an organisation',
      (x) => ({ type: 'organisation', id: x.personId }),
      false,
      'person',
      t,
    ),
    tagField('POST /tag content on a list', (x) => ({ type: 'list', id: x.ownerListId }), false, 'list', t),
    noteField('POST /annotation/work content, public', 'work', (x) => x.noteWork, false, 'noted work', t),
    noteField(
      'POST /annotation/work content, private',
      'work',
      (x) => x.noteWork,
      true,
      'noted work, private',
      t,
    ),
    noteField(
      'POST /annotation/version content',
      'version',
      (x) => x.versionWork.versionId,
      false,
      'edition',
      t,
    ),
    noteField('POST /annotation/person content', 'person', (x) => x.personId, false, 'person', t),
    noteField('POST /annotation/organisation content', 'organisation', (x) => x.personId, false, 'person', t),
    noteField('POST /annotation/list content', 'list', (x) => x.ownerListId, false, 'list', t),
    moderationField(t),
    {
      name: 'PUT /annotation/{id} content',
      async write(world, payloads) {
        for (const content of payloads) {
          const first = await data(
            world.owner.client.addNote.work({
              body: { target: t().editedNoteWork, content: 'draft', priv: false },
            }),
          );
          const changed = await data(
            world.owner.client.notes.change({ id: first.id, body: { content, priv: false } }),
            content,
          );
          shownAt(world, 'edited note', [changed.content]);
        }
      },
    },
    {
      name: 'POST /list/addItems new list name, description and reason',
      async write(world, payloads) {
        for (const payload of payloads) {
          const body = await data(
            world.owner.client.lists.addItems({
              body: {
                items: [{ id: t().listedWork, type: 'work' }],
                lists: [{ name: payload, description: payload, priv: false }],
                reason: payload,
              },
            }),
            payload,
          );
          shownAt(
            world,
            'listed work',
            body.items.map((i) => i.name),
          );
          shownAt(world, 'list descriptions', [payload.trim()]);
          shownAt(world, 'list item reasons', [payload.trim()]);
        }
      },
    },
    {
      name: 'POST /list/{id}/addUrlItem title and note (reason), and the address holding them',
      async write(world, payloads) {
        for (const payload of payloads) {
          const added = await data(
            world.owner.client.list.addUrlItem({
              id: t().ownerListId,
              body: {
                reason: payload,
                item: {
                  id: `https://example.org/?q=${encodeURIComponent(payload)}`,
                  type: 'uri',
                  description: payload,
                },
              },
            }),
            payload,
          );
          shownAt(world, 'list items', [added.item.title, added.item.note ?? '']);
        }
      },
    },
    {
      name: 'PUT /list/{id}/items/{item} note',
      async write(world, payloads) {
        const added = await data(
          world.owner.client.list.addUrlItem({
            id: t().ownerListId,
            body: { item: { id: 'https://example.org/noted', type: 'uri', description: 'Noted page' } },
          }),
        );
        for (const note of payloads) {
          const item = await data(
            world.owner.client.list.setItemNote({ id: t().ownerListId, item: added.item.id, body: { note } }),
            note,
          );
          shownAt(world, 'list items', [item.note ?? '']);
        }
      },
    },
    {
      name: 'POST /list/{id} name, description and Facebook group',
      async write(world, payloads) {
        const made = await data(
          world.owner.client.lists.addItems({
            body: {
              items: [{ id: t().listedWork, type: 'work' }],
              lists: [{ name: 'Renamed', priv: false }],
            },
          }),
        );
        const mine = await data(world.owner.client.lists.summariesOf({ user: await username(world.owner) }));
        const id = mine.lists.find((l) => l.name === made.items[0]!.name)!.id;
        for (const payload of payloads) {
          const list = await data(
            world.owner.client.list.update({
              id,
              body: { name: payload, description: payload, priv: 'n', facebookGroupId: payload },
            }),
            payload,
          );
          shownAt(world, 'list', [list.title]);
          shownAt(world, 'list descriptions', [list.description ?? '']);
        }
      },
    },
    {
      name: 'sign-up display name (shown with notes and lists)',
      async write(world, payloads) {
        for (const displayName of payloads) {
          const reader = await signUpAs(world, displayName);
          const { displayName: shown, username: name } = await data(reader.client.profile.info());
          t().namedReaders.push({ username: name, displayName: shown });
          await data(
            reader.client.addNote.work({
              body: { target: t().namedWork, content: 'A note by name.', priv: false },
            }),
          );
          await data(
            reader.client.lists.addItems({
              body: {
                items: [{ id: t().namedWork, type: 'work' }],
                lists: [{ name: 'A list by name', priv: false }],
              },
            }),
          );
          shownAt(world, 'named work', [shown]);
        }
      },
    },
    profileDetailsField(t),
    notificationField(() => t().listedWork),
    {
      name: 'POST /work/merge note (data manager)',
      async write(world, payloads) {
        for (const payload of payloads) {
          const [into, away] = [takeWork(world), takeWork(world)];
          const moved = (await data(world.manager.client.works.get({ id: away }))).items[0]!.id;
          await data(
            world.manager.client.curation.merge({ body: { workIds: [into, away], note: payload } }),
            payload,
          );
          t().mergedAway.push({ workId: away, into, moved, payload: payload.trim() });
        }
      },
    },
    {
      name: 'POST /work/split/{id} note (data manager)',
      async write(world, payloads) {
        // Each merged work holds two editions once the merge has settled: the moved one goes again.
        for (const [i, payload] of payloads.entries()) {
          const { into, moved } = t().mergedAway[i]!;
          await settled(world.manager, into);
          await data(
            world.manager.client.curation.split({ id: into, body: { versionId: moved, note: payload } }),
            payload,
          );
          shownAt(world, 'split notes', [payload]);
        }
      },
    },
    {
      name: 'POST /profile/downloads name and description',
      async write(world, payloads) {
        for (const payload of payloads) {
          const query = `keyword=${encodeURIComponent(payload)}`;
          const queued = await data(
            world.owner.client.downloads.create({
              body: { name: payload, description: payload, query, category: 'books', expectedRecordCount: 1 },
            }),
            payload,
          );
          shownAt(world, 'downloads', [queued.name]);
          await downloadsSettle(world.owner);
        }
      },
    },
    pendingEmailField(),
    apiKeyApplicationField(),
    correctionField(targets),
  ];
}

/** Waits until the owner's downloads are no longer active, so the next one is allowed. */
async function downloadsSettle(owner: HttpVisitor): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const { count } = await data(owner.client.downloads.active());
    if (count < 4) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The downloads never finished');
}

/** Waits until a merge into the work has settled (its Merge Pending is over). */
async function settled(manager: HttpVisitor, workId: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const work = await data(manager.client.works.get({ id: workId }));
    if (!work.pending?.merge && !work.pending?.separation) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The merge into work ${workId} never settled`);
}
