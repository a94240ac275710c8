import { type Annotation, type ContainingLists, type Tag, tagLink } from '@trove/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileInfo } from '@trove/contracts';
import { READER } from '../../lib/viewer-fixture.ts';
import { ContainingListsPanel } from './containing-lists.tsx';
import { noteParagraphs } from './note-item.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { TagsPanel } from './tags-panel.tsx';

const tag = (i: number, over: Partial<Tag> = {}): Tag => ({
  id: i,
  name: `tag ${String(i).padStart(2, '0')}`,
  user: { displayName: 'Ada' },
  editable: false,
  mine: false,
  priv: false,
  subject: false,
  link: tagLink(`tag ${i}`, false),
  ...over,
});

const note = (i: number, over: Partial<Annotation> = {}): Annotation => ({
  id: i,
  content: `Note ${i}`,
  priv: false,
  target: { type: 'work', id: 1 },
  userId: 7,
  user: { displayName: 'Ada Reader' },
  lastModified: '2024-03-03T10:00:00.000Z',
  lastModifiedStr: '3 March 2024',
  editable: false,
  deletable: false,
  userAchievement: null,
  ...over,
});

const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('tags panel', () => {
  it('shows the first 20 of 25 tags with a Show all button controlling the list', () => {
    const html = renderToString(<TagsPanel tags={Array.from({ length: 25 }, (_, i) => tag(i + 1))} />);
    expect(links(html)).toHaveLength(20);
    expect(html).toContain('tag 20');
    expect(html).not.toContain('tag 21');
    expect(html).toMatch(/aria-controls="tags-list"[^>]*>Show all</);
  });

  it('shows no toggle when every tag fits', () => {
    const html = renderToString(<TagsPanel tags={[tag(1), tag(2)]} />);
    expect(html).not.toContain('Show all');
  });

  it("says 'No tags have been added to this record.' when there are none", () => {
    expect(renderToString(<TagsPanel tags={[]} />)).toContain('No tags have been added to this record.');
  });

  it('links a public tag to a publictag search and marks a subject tag, its link without quotes', () => {
    const html = renderToString(
      <TagsPanel
        tags={[
          tag(1, { name: 'gold rush', link: tagLink('gold rush', false) }),
          tag(2, { name: '"Bushrangers"', subject: true, link: tagLink('"Bushrangers"', true) }),
        ]}
      />,
    );
    expect(links(html)).toEqual([
      '/search?keyword=publictag%3A%22gold+rush%22',
      '/search?subject=Bushrangers',
    ]);
    expect(html).toContain('Subject</span>');
  });

  it('says the tags could not be retrieved when the call failed', () => {
    expect(renderToString(<TagsPanel tags={null} />)).toContain(
      'An unexpected error has occurred while attempting to retrieve the tags of this record',
    );
  });
});

describe('notes panel', () => {
  it("says 'No notes have been added for this record' when there are none", () => {
    expect(renderToString(<NotesPanel notes={{ annotations: [], total: 0 }} />)).toContain(
      'No notes have been added for this record',
    );
  });

  it('shows each note with its author and date, in the order given', () => {
    const html = renderToString(
      <NotesPanel notes={{ annotations: [note(2), note(1, { user: null, userId: null })], total: 2 }} />,
    ).replace(/<!-- -->/g, '');
    expect(html.indexOf('Note 2')).toBeLessThan(html.indexOf('Note 1'));
    expect(html).toContain('By Ada Reader, <time dateTime="2024-03-03T10:00:00.000Z">3 March 2024</time>');
    expect(html).toContain('By an anonymous visitor');
  });

  it('shows markup in a note as text, never as elements', () => {
    const html = renderToString(
      <NotesPanel notes={{ annotations: [note(1, { content: '<script>alert(1)</script>' })], total: 1 }} />,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('says how many notes there are when only the newest were answered', () => {
    const html = renderToString(<NotesPanel notes={{ annotations: [note(1)], total: 140 }} />);
    expect(html).toContain('The newest <!-- -->1<!-- --> of <!-- -->140 notes');
  });

  it('splits a note into paragraphs at blank lines', () => {
    expect(noteParagraphs('One\nstill one\n\n  Two  \n\n\n')).toEqual(['One\nstill one', 'Two']);
  });
});

/** A panel inside a data router whose root loader names the visitor, as on the real page. */
function inPage(node: ReactNode, viewer: ProfileInfo | null = null): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/work/:id', Component: () => node }]);
  return renderToString(
    <Stub initialEntries={['/work/42']} hydrationData={{ loaderData: { root: { viewer } } }} />,
  );
}

describe('containing lists', () => {
  const lists: ContainingLists = {
    containing: [
      {
        id: 4,
        title: 'Colonial reading',
        itemCount: 12,
        priv: false,
        owner: { displayName: 'Ada' },
        itemId: 9,
      },
    ],
    total: 1,
    available: [],
  };
  const record = { id: 42, workType: 'work' as const, title: 'Robbery under arms' };

  it('names each list with its owner and item count, and links it to its page', () => {
    const html = inPage(<ContainingListsPanel lists={lists} />);
    expect(html).toContain('Colonial reading');
    expect(html).toMatch(/by <!-- -->Ada<!-- -->, <!-- -->12 items/);
    expect(links(html)).toEqual(['/list/4']);
  });

  it('offers visitors to log in to add the record, and nothing to remove', () => {
    const html = inPage(<ContainingListsPanel lists={lists} record={record} />);
    expect(links(html)).toEqual(['/list/4', `/auth/login?backurl=${encodeURIComponent('/work/42')}`]);
    expect(html).toContain('Login to add to list');
    expect(html).not.toContain('Remove');
  });

  it('offers a signed-in reader Add to list, and Remove where the list names their item', () => {
    const html = inPage(
      <ContainingListsPanel
        lists={{
          ...lists,
          containing: [...lists.containing, { ...lists.containing[0]!, id: 5, itemId: null }],
        }}
        record={record}
      />,
      READER,
    );
    expect(html).toContain('>Add to list</button>');
    expect(html.match(/>Remove<span class="visually-hidden"> from the list /g)).toHaveLength(1);
  });

  it('shows markup in a list title as text, never as elements', () => {
    const title = '<img src=x onerror=alert(1)>';
    const html = inPage(
      <ContainingListsPanel lists={{ ...lists, containing: [{ ...lists.containing[0]!, title }] }} />,
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('says so when no public list holds the record', () => {
    const html = inPage(<ContainingListsPanel lists={{ containing: [], total: 0, available: [] }} />);
    expect(html).toContain('This record is not in any public list.');
  });
});

describe('tag and note panels with adding', () => {
  const target = { type: 'work' as const, id: 1 };

  it('render the read-only lists server-side with closed Add buttons and removal only for own tags', () => {
    const html = renderToString(
      <TagsPanel tags={[tag(1), tag(2, { editable: true, mine: true })]} target={target} />,
    );
    expect(links(html)).toHaveLength(2);
    expect(html).toMatch(/aria-expanded="false"[^>]*aria-controls="add-tag-panel"[^>]*>Add tags</);
    expect(html.match(/aria-label="Remove the tag [^"]*"/g)).toEqual(['aria-label="Remove the tag tag 02"']);
  });

  it('offer no changes when read-only', () => {
    const html = renderToString(<TagsPanel tags={[tag(1, { editable: true })]} target={target} readOnly />);
    expect(html).not.toContain('Add tags');
    expect(html).not.toContain('Remove the tag');
  });

  it('show edit and delete only on notes flagged editable or deletable, and keep markup as text', () => {
    const html = renderToString(
      <NotesPanel
        notes={{
          annotations: [
            note(1, { content: '<script>x</script>' }),
            note(2, { editable: true, deletable: true }),
          ],
          total: 2,
        }}
        target={target}
      />,
    );
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html.match(/>Edit note</g)).toHaveLength(1);
    expect(html.match(/>Delete note</g)).toHaveLength(1);
    expect(html).toContain('Add a note');
  });

  it("name each note's Edit and Delete by its date and opening, Edit saying whether its form is open", () => {
    const html = renderToString(
      <NotesPanel
        notes={{
          annotations: [
            note(1, { content: 'Maps missing.', editable: true, deletable: true }),
            note(2, { content: 'Plates foxed.', editable: true, deletable: true }),
          ],
          total: 2,
        }}
        target={target}
      />,
    );
    const names = [...html.matchAll(/aria-label="((?:Edit|Delete) note[^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Edit note of 3 March 2024: “Maps missing.”',
      'Delete note of 3 March 2024: “Maps missing.”',
      'Edit note of 3 March 2024: “Plates foxed.”',
      'Delete note of 3 March 2024: “Plates foxed.”',
    ]);
    const edit =
      /<button[^>]*aria-label="Edit note of 3 March 2024: “Maps missing.”"[^>]*>/.exec(html)?.[0] ?? '';
    expect(edit).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(edit)?.[1];
    expect(html).toContain(`id="${controls}"`);
  });

  it('title the panels of an edition as its own', () => {
    expect(renderToString(<TagsPanel tags={[]} heading="Tags on this edition" />)).toContain(
      '<h2 id="tags-heading">Tags on this edition</h2>',
    );
    expect(
      renderToString(<NotesPanel notes={{ annotations: [], total: 0 }} heading="Notes on this edition" />),
    ).toContain('<h2 id="notes-heading">Notes on this edition</h2>');
  });
});
