import { describe, expect, it } from 'vitest';
import { schemaTypeOf } from './schema-type.ts';

describe('the schema.org type of a work', () => {
  it.each([
    [['Book'], 'books', 'Book'],
    [['Map'], 'images', 'Map'],
    [['Map/Manuscript'], 'images', 'Map'],
    [['Music score'], 'music', 'MusicComposition'],
    [['Sound/Recorded music'], 'music', 'MusicRecording'],
    [['Sound/Oral history'], 'music', 'AudioObject'],
    [['Sound/Radio broadcast'], 'music', 'AudioObject'],
    [['Video'], 'music', 'VideoObject'],
    [['Cartoon'], 'images', 'VisualArtwork'],
    [['Picture/Photograph'], 'images', 'Photograph'],
    [['Periodical'], 'magazines', 'Periodical'],
    [['Archived material'], 'diaries', 'ArchiveComponent'],
    [['Thesis'], 'research', 'Thesis'],
    [['Government publication/Press release'], 'research', 'Report'],
  ])('%j in %s is a %s', (formats, category, type) => {
    expect(schemaTypeOf(formats, category)).toBe(type);
  });

  it('falls back on the collection: a Book among books, otherwise a CreativeWork', () => {
    expect(schemaTypeOf([null, 'Computer file'], 'books')).toBe('Book');
    expect(schemaTypeOf(['Object'], 'images')).toBe('CreativeWork');
    expect(schemaTypeOf([], 'music')).toBe('CreativeWork');
  });
});
