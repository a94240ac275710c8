import { describe, expect, it } from 'vitest';
import { mapMarcRecord } from './map-record.ts';
import { newRecord } from '@trove/marc';
import { contentsOf, linkedRecordId, relatedEntries, relatedMaterials } from './related-entries.ts';

const record = newRecord('00000nam a2200000 a 4500', [
  ['001', '4242'],
  ['245', '10', 'a', 'Coastal wetlands /'],
  ['505', '0 ', 'a', 'Pt. 1. Introduction -- Pt. 2. Past growth. --'],
  ['773', '0 ', 'i', 'In collection:', 't', 'Land Rights camp at Heirisson Island', 'w', '(AKIN)23783872'],
  ['780', '00', 't', 'Forest products.', 'x', '0015-7473', 'w', '(DLC)   84640865'],
  ['776', '1 ', 'c', 'Microfilm', 'd', 'American Theological Library Association'],
  ['856', '40', 'u', 'https://nla.gov.au/nla.obj-1', 'z', 'National edeposit'],
  ['856', '42', '3', 'Table of contents', 'u', 'https://example.org/toc'],
  ['856', '42', '3', 'Thumbnail', 'u', 'https://nla.gov.au/nla.obj-1-t'],
]);

describe('related resources from MARC', () => {
  it('reads linking entries with their relation, note and linked record ids', () => {
    expect(relatedEntries(record)).toEqual([
      {
        group: 'parts',
        relation: 'In collection',
        title: 'Land Rights camp at Heirisson Island',
        note: null,
        recordIds: ['AKIN:23783872'],
      },
      {
        group: 'relatedTo',
        relation: 'Preceded by',
        title: 'Forest products',
        note: 'ISSN 0015-7473',
        recordIds: ['DLC:84640865'],
      },
      {
        group: 'relatedTo',
        relation: 'Also issued as',
        title: 'Microfilm',
        note: 'American Theological Library Association',
        recordIds: [],
      },
    ]);
  });

  it('splits contents notes into their parts', () => {
    expect(contentsOf(record)).toEqual(['Pt. 1. Introduction', 'Pt. 2. Past growth']);
  });

  it('keeps 856 related resources (second indicator 2) out of Get, and thumbnails out of both', () => {
    expect(relatedMaterials(record)).toEqual([
      { url: 'https://example.org/toc', linkText: 'Table of contents' },
    ]);
    const mapped = mapMarcRecord(record, 'marc');
    expect(mapped.availableUrls?.map((u) => u.url)).toEqual(['https://nla.gov.au/nla.obj-1']);
    expect(mapped.details).toMatchObject({ contents: ['Pt. 1. Introduction', 'Pt. 2. Past growth'] });
  });

  it('reads $w record ids with their organisation code', () => {
    expect(linkedRecordId('(AuCNL)7836120')).toBe('AuCNL:7836120');
    expect(linkedRecordId('(DLC)sn 99016322')).toBe('DLC:sn99016322');
    expect(linkedRecordId('7836120')).toBeNull();
  });
});
