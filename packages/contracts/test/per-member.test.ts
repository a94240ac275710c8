import { describe, expect, it } from 'vitest';
import { ANNOTATION_TARGETS, ENDPOINTS, WRITE_TARGETS, addressOf } from '../src/index.ts';

describe('endpoints defined per member of a fixed set', () => {
  it('gives each record type its own route, named in the path', () => {
    for (const type of ANNOTATION_TARGETS)
      expect(addressOf(ENDPOINTS.notesOn[type], { id: 7 })).toBe(`/annotation/${type}/7`);
    for (const type of WRITE_TARGETS) expect(ENDPOINTS.addNote[type].path).toBe(`/annotation/${type}`);
    expect(addressOf(ENDPOINTS.listsHolding.personOrOrg, { id: 3 })).toBe('/list/containing/personOrOrg/3');
  });

  it('has no member outside the set, so an unknown type has no route', () => {
    expect(Object.keys(ENDPOINTS.tagsOn)).toEqual(['work', 'version', 'person', 'list']);
    expect(Object.keys(ENDPOINTS.addNote)).toEqual([...WRITE_TARGETS]);
  });
});
