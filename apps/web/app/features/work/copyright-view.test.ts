import { type CopyrightStatus, MESSAGES } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { copyrightBoxShown, copyrightFacts, copyrightHeadline } from './copyright-view.ts';

const status = (over: Partial<CopyrightStatus>): CopyrightStatus => ({
  id: 1,
  status: 'Out of Copyright',
  contextMsg: '1.1',
  reason: 'A published work whose creators all died before 1955.',
  detail: null,
  expiresAfter: 1972,
  creatorStatus: 'known',
  creatorDateOfDeath: 1922,
  materialType: 'literary',
  publishedStatus: 'published',
  publicationDate: 1900,
  govtCopyrightOwnership: false,
  assumptions: [],
  ...over,
});

describe('copyright status box', () => {
  it('is hidden for contextMsg 2.1 and 2.2 and shown for the others', () => {
    expect(copyrightBoxShown(status({ contextMsg: '2.1' }))).toBe(false);
    expect(copyrightBoxShown(status({ contextMsg: '2.2' }))).toBe(false);
    expect(copyrightBoxShown(status({ contextMsg: '7' }))).toBe(true);
    expect(copyrightBoxShown(null)).toBe(true);
  });

  it("shows Unknown with the spec's message for an unknown status or a failed call", () => {
    const expected = { text: 'Unknown', reason: MESSAGES.copyrightUnknown };
    expect(copyrightHeadline(null)).toEqual(expected);
    expect(copyrightHeadline(status({ status: 'Unknown', contextMsg: 'Unknown' }))).toEqual(expected);
    expect(copyrightHeadline(status({})).text).toBe('Out of Copyright');
  });

  it('lists the facts that are known, leaving out the unknown ones', () => {
    const rows = copyrightFacts(status({ creatorDateOfDeath: null, expiresAfter: null }));
    expect(rows.map((r) => r.label)).toEqual([
      'Creator',
      'Material type',
      'Published status',
      'Publication date',
      'Government copyright',
    ]);
  });
});
