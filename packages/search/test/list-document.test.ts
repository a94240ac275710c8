import type { ListSource } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { FIXED_CATEGORY, kindOfRowid, rowidOf, toDocument } from '../src/documents.ts';

const source: ListSource = {
  kind: 'list',
  id: 42,
  title: 'Shipwrecks of the colony',
  description: 'Lighthouses and coastal disasters',
  ownerName: 'Mary Curator',
  itemCount: 3,
  thumbnailUrl: 'https://images.example/dunbar.jpg',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publicTags: ['maritime', 'nsw'],
  items: [
    { title: 'The wreck of the Dunbar', note: 'Sydney Heads, 1857' },
    { title: null, note: 'The record is gone' },
    { title: 'Loch Ard gorge', note: null },
  ],
};

describe('a public list as a search document', () => {
  const doc = toDocument(source);

  it('is in the lists collection under a row id of its own kind', () => {
    expect(doc.category).toBe('lists');
    expect(FIXED_CATEGORY.list).toBe('lists');
    expect(kindOfRowid(Number(doc.rowid))).toEqual({ kind: 'list', id: 42 });
    // Five kinds: no list shares a row id with a work, person, article or website.
    const others = (['work', 'person', 'article', 'website'] as const).map((k) => rowidOf(k, 42));
    expect(others).not.toContain(doc.rowid);
  });

  it('puts the title, owner, tags, description and item text in their weighted columns', () => {
    expect(doc.title).toBe('Shipwrecks of the colony');
    expect(doc.creators).toBe('Mary Curator');
    expect(doc.subjects).toBe('maritime; nsw');
    expect(doc.description).toBe('Lighthouses and coastal disasters');
    expect(doc.fullText.split('\n')).toEqual([
      'The wreck of the Dunbar',
      'Loch Ard gorge',
      'Sydney Heads, 1857',
      'The record is gone',
    ]);
  });

  it('offers its public tags to the pubtag facet and its title as a name key', () => {
    expect(doc.facets.values).toEqual(['pubtag\tmaritime', 'pubtag\tnsw']);
    expect(doc.nameKeys.length).toBeGreaterThan(0);
  });

  it('shows as a list row: link id, owner, item count, description, thumbnail', () => {
    expect(doc.result).toMatchObject({
      id: 42,
      workType: 'list',
      category: 'lists',
      title: 'Shipwrecks of the colony',
      author: 'Mary Curator',
      itemCount: 3,
      description: 'Lighthouses and coastal disasters',
      thumbnailUrl: 'https://images.example/dunbar.jpg',
      thumbnailIsCulturallySensitive: false,
      synthetic: false,
    });
  });

  it('sorts by when the list last changed', () => {
    expect(doc.sortKey).toBe(20261120);
  });
});
