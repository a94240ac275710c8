import type { Store } from '@trove/db';
import { buildLibrary, buildWork } from '@trove/db/test-support';

/** A work of two editions held across states, for the version, NBD and borrow calls. */
export interface BorrowFixtures {
  workId: number;
  firstVersionId: number;
  secondVersionId: number;
  otherWorkId: number;
}

const LIBRARIES = [
  { nuc: 'ANL', name: 'National Library of Australia', state: 'ACT', openToPublic: 1 },
  { nuc: 'NSL', name: 'State Library of New South Wales', state: 'NSW', openToPublic: 1 },
  { nuc: 'NUNI', name: 'University of Sydney Library', state: 'NSW', openToPublic: 0 },
  { nuc: 'NAML', name: 'Avondale University Library', state: 'NSW', openToPublic: 0 },
  { nuc: 'VSL', name: 'State Library Victoria', state: 'VIC', openToPublic: 1 },
  { nuc: 'XOS', name: 'Overseas Library', state: 'Overseas', openToPublic: 1 },
];

const EDITION = {
  source: 'marc',
  groupKey: 'for the term of his natural life|clarke',
  title: 'For the term of his natural life',
  category: 'books',
  primaryFormat: 'Book',
};
const CATALOGUED = { nuc: 'AuCNLKIN', rawFormat: 'marcxml', raw: '<record/>' };

export async function seedBorrowFixtures(store: Store): Promise<BorrowFixtures> {
  for (const library of LIBRARIES) await buildLibrary(store, library);
  const first = await buildWork(store, {
    work: { ...EDITION, sourceId: 'AuCNLKIN:1234567' },
    version: { year: 1874 },
    sourceRecord: CATALOGUED,
    holdings: [
      { nuc: 'VSL', callNumber: 'A 823 CLA' },
      { nuc: 'NUNI' },
      { nuc: 'NSL' },
      { nuc: 'ANL', callNumber: 'N 823.1 CLA' },
      // Not in the library directory: its state is unknown.
      { nuc: 'ZZZ' },
    ],
  });
  // A second catalogue record of the same group key: it joins the first as another version.
  const second = await buildWork(store, {
    work: { ...EDITION, sourceId: 'AuCNLKIN:7654321' },
    version: { year: 1929 },
    sourceRecord: CATALOGUED,
    holdings: [{ nuc: 'NAML' }, { nuc: 'ANL', callNumber: 'N 823.1 CLA 1929' }, { nuc: 'XOS' }],
  });
  const other = await buildWork(store, {
    work: {
      source: 'marc',
      sourceId: 'AuCNLKIN:999',
      groupKey: 'his natural life|clarke|play',
      title: 'His natural life: a play',
      category: 'books',
    },
  });
  return {
    workId: first.workId,
    firstVersionId: first.versionId,
    secondVersionId: second.versionId,
    otherWorkId: other.workId,
  };
}
