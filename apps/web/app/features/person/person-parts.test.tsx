import type { PersonResources } from '@trove/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DisambiguationNames, OccupationLinks } from './person-parts.tsx';
import { PersonResourcesSection } from './person-resources.tsx';
import { DEFAULT_VIEW } from './person-resources-rules.ts';

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

const empty: PersonResources = {
  personId: 4,
  tab: 'related',
  startPos: 0,
  pageSize: 10,
  total: 0,
  counts: { selected: 0, related: 0, by: 0, about: 0 },
  resources: [],
  names: [],
  partners: [],
  selectedPartners: [],
};

describe('person page parts', () => {
  it('links each occupation to the people search limited to it', () => {
    const html = render(<OccupationLinks occupations={['Prime Minister']} />);
    expect(html).toContain('href="/search/category/people?l-occupation=Prime+Minister"');
  });

  it('lists the names a disambiguation record may refer to, linking those with a record', () => {
    const html = render(
      <DisambiguationNames
        names={[
          { name: 'Smith, John (surveyor)', id: 7 },
          { name: 'Smith, John (printer)', id: null },
        ]}
      />,
    );
    expect(html).toContain('This record may now refer to:');
    expect(html).toContain('<a href="/people/7"');
    expect(html).toContain('Smith, John (printer)</li>');
  });

  it('says no names were found on an empty related tab and no records on an empty resource tab', () => {
    const related = render(
      <PersonResourcesSection
        personId={4}
        view={{ ...DEFAULT_VIEW, tab: 'related' }}
        result={{ ok: true, data: empty }}
      />,
    );
    expect(related).toContain('No names were found');
    const by = render(
      <PersonResourcesSection
        personId={4}
        view={{ ...DEFAULT_VIEW, tab: 'by' }}
        result={{ ok: true, data: { ...empty, tab: 'by' } }}
      />,
    );
    expect(by).toContain('No records were found');
    expect(by).toContain('aria-current="page"');
  });

  it('offers Show all only when a tab has more than a page', () => {
    const data: PersonResources = { ...empty, tab: 'by', total: 11, counts: { ...empty.counts, by: 11 } };
    const html = render(
      <PersonResourcesSection
        personId={4}
        view={{ ...DEFAULT_VIEW, tab: 'by' }}
        result={{ ok: true, data }}
      />,
    );
    expect(html).toContain('Show all');
    expect(html).toContain('Next 1');
    expect(html).toContain('Resources by<!-- --> <span');
  });
});
