import type { Work } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { versionFixture } from './version-fixture.ts';
import { editionRows, workRows } from './work-fields.tsx';

// As the API answers NLA record 1990: languages as codes, and by name for reading.
const edition = versionFixture(21, {
  format: 'Book',
  published: 'Hartford [Conn.] : William S. Marsh',
  year: 1979,
  date: null,
  languages: ['eng'],
  languageNames: ['English'],
});
const work = {
  id: 4,
  format: ['Book'],
  subjects: [],
  languages: ['eng'],
  languageNames: ['English'],
  numHoldings: 0,
  items: [edition],
} as unknown as Work;

const valueOf = (rows: { label: string; value: unknown }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe('the details a record page shows', () => {
  it('names the languages instead of showing their codes', () => {
    expect(valueOf(workRows(work), 'Languages')).toBe('English');
    expect(valueOf(editionRows(edition, work), 'Languages')).toBe('English');
  });
});
