import type { Store } from '@trove/db';

/**
 * Demonstration tags, notes and public lists on real records of the loaded corpus (the data
 * README: 'build demo lists by hand from real record ids (mark them as demo content)'). They
 * belong to accounts flagged demo, whose names say so, and are written once: the marker keeps
 * content an operator deleted from coming back.
 */

export const DEMO_CONTRIBUTIONS_KEY = 'content.seeded.demoContributions';

export const DEMO_CURATOR = { username: 'demo-curator', displayName: 'Demo curator (demonstration)' };
export const DEMO_READER = { username: 'demo-reader', displayName: 'Demo reader (demonstration)' };

interface Found {
  type: 'work' | 'person' | 'article';
  id: number;
}

/**
 * One theme: a public list of the records found, tags on them, and notes on the first. Articles
 * take no tags or notes (ADR 017), so a theme of articles has none.
 */
interface Theme {
  list: { title: string; description: string };
  find: (store: Pick<Store, 'stats' | 'works'>) => Promise<Found[]>;
  tags: string[];
  /** A subject heading offered for the first record (its link searches subjects). */
  subjectTag?: string;
  notes: { by: 'curator' | 'reader'; content: string; at: string }[];
}

const DEMO_NOTE = 'Demonstration list built from real records of the demo corpus.';

const articles = (word: string, limit: number) => async (store: Pick<Store, 'works'>) =>
  // Clean OCR only: a demonstration list should read well (ADR 031's noise measure).
  (await store.works.findArticlesMentioning({ word, limit, maxNoise: 0.15 })).map((a): Found => ({
    type: 'article',
    id: a.id,
  }));

const works = (category: string, word: string, limit: number) => async (store: Pick<Store, 'works'>) =>
  (await store.works.findWorksMentioning({ category, word, limit })).map((w): Found => ({
    type: 'work',
    id: w.id,
  }));

export const DEMO_THEMES: Theme[] = [
  {
    list: {
      title: 'Federation in the Bulletin cartoons',
      description: `Editorial cartoons from The Bulletin that mention federation. ${DEMO_NOTE}`,
    },
    find: works('images', 'federation', 8),
    tags: ['federation', 'political cartoons'],
    subjectTag: 'Editorial cartoons',
    notes: [
      {
        by: 'curator',
        content:
          'One of the Bulletin cartoons that mention federation; the list "Federation in the Bulletin cartoons" gathers more of them.\n\n(A demonstration note.)',
        at: '2025-02-11T03:12:00.000Z',
      },
      {
        by: 'reader',
        content: 'The caption text comes from OCR, so some words are garbled. (A demonstration note.)',
        at: '2025-05-20T08:40:00.000Z',
      },
    ],
  },
  {
    list: {
      title: 'Prime Ministers of Australia',
      description: `People in the portal who served as Prime Minister, earliest born first. ${DEMO_NOTE}`,
    },
    find: async (store) => {
      const people = await store.stats.findPersonCandidates({ occupation: 'prime minister', limit: 200 });
      return [...people]
        .sort((a, b) => (a.birthDate ?? '9999').localeCompare(b.birthDate ?? '9999') || a.id - b.id)
        .slice(0, 12)
        .map((p): Found => ({ type: 'person', id: p.id }));
    },
    tags: ['prime minister'],
    notes: [
      {
        by: 'curator',
        content:
          'Listed in "Prime Ministers of Australia", a demonstration list of the people in this portal who held the office.',
        at: '2025-03-02T22:05:00.000Z',
      },
    ],
  },
  {
    list: {
      title: 'Oral histories and folklore',
      description: `Recorded interviews and folklore collections. ${DEMO_NOTE}`,
    },
    find: works('music', 'interview', 8),
    tags: ['oral history'],
    notes: [
      {
        by: 'reader',
        content:
          'Recorded interviews like this one are a good start for family and local history. (A demonstration note.)',
        at: '2025-04-14T01:30:00.000Z',
      },
    ],
  },
  {
    list: {
      title: 'Clement Wragge in the newspapers',
      description: `Reports of the meteorologist Clement Wragge's lectures and long-range forecasts, oldest first. ${DEMO_NOTE}`,
    },
    find: articles('wragge', 10),
    tags: [],
    notes: [],
  },
];

/** Seeds the demo themes once, in one transaction; names what it created. */
export async function seedDemoContributions(
  store: Pick<Store, 'accounts' | 'content' | 'lists' | 'notes' | 'stats' | 'tags' | 'transaction' | 'works'>,
  themes: Theme[] = DEMO_THEMES,
): Promise<string[]> {
  const found = await Promise.all(themes.map((theme) => theme.find(store)));
  if (found.every((records) => records.length === 0)) return [];
  return store.transaction(async (repos) => {
    if (!(await repos.content.insertConfigEntryIfMissing(DEMO_CONTRIBUTIONS_KEY, 'true'))) return [];
    const curator = await repos.accounts.ensureUserAccount({ ...DEMO_CURATOR, demo: true });
    const reader = await repos.accounts.ensureUserAccount({ ...DEMO_READER, demo: true });
    const created: string[] = [];
    for (const [index, theme] of themes.entries()) {
      const records = found[index] ?? [];
      const [first] = records;
      if (!first) continue;
      const listId = await repos.lists.insertUserList({ userId: curator, ...theme.list });
      for (const record of records) {
        await repos.lists.addListItem({
          listId,
          targetType: record.type,
          targetId: record.id,
          createdBy: curator,
        });
        if (record.type === 'article') continue;
        for (const name of theme.tags)
          await repos.tags.insertTag({ name, userId: curator, targetType: record.type, targetId: record.id });
      }
      // The first record's subject tag and notes; a theme of articles has none (see Theme).
      if (first.type !== 'article') {
        if (theme.subjectTag)
          await repos.tags.insertTag({
            name: theme.subjectTag,
            userId: reader,
            targetType: first.type,
            targetId: first.id,
            subject: true,
          });
        for (const note of theme.notes)
          await repos.notes.insertAnnotation({
            content: note.content,
            userId: note.by === 'curator' ? curator : reader,
            targetType: first.type,
            targetId: first.id,
            at: note.at,
          });
      }
      created.push(`list:${theme.list.title}`);
    }
    return created;
  });
}
