import { describe, expect, it } from 'vitest';
import { marcRows } from './marc-rows.ts';

describe('MARC fields as table rows', () => {
  it('shows a control field as its value, without indicators', () => {
    expect(marcRows([{ tag: '001', ind1: null, ind2: null, value: '1234567', subfields: [] }])).toEqual([
      { tag: '001', indicators: '', parts: [{ code: null, text: '1234567' }] },
    ]);
  });

  it('shows a data field with blank indicators as # and its subfields by code, in order', () => {
    const [row] = marcRows([
      {
        tag: '100',
        ind1: '1',
        ind2: ' ',
        value: null,
        subfields: [
          { code: 'a', value: 'Clarke, Marcus,' },
          { code: 'd', value: '1846-1881.' },
        ],
      },
    ]);
    expect(row).toEqual({
      tag: '100',
      indicators: '1#',
      parts: [
        { code: 'a', text: 'Clarke, Marcus,' },
        { code: 'd', text: '1846-1881.' },
      ],
    });
  });
});
