import { describe, expect, it } from 'vitest';
import type { MetadataLibrary, MetadataTitle } from '@trove/contracts';
import {
  LOOKUP_LIMITS,
  dateDefaults,
  groupTitlesByState,
  organisationOptions,
  shownOptions,
  titleCountsByState,
  titleOptions,
} from './lookups.ts';

const library = (
  nuc: string,
  name: string,
  children: MetadataLibrary['childLibraries'] = [],
): MetadataLibrary => ({
  nuc,
  name,
  fullName: name,
  shortName: null,
  childLibraries: children,
});

const title = (
  id: number,
  name: string,
  state: string | null,
  startYear: number | null = 1900,
  endYear: number | null = 1950,
): MetadataTitle => ({
  id,
  name,
  state,
  startYear,
  endYear,
});

describe('the organisation lookup', () => {
  it('lists libraries and their branches once per NUC, ignoring entries without one', () => {
    const options = organisationOptions([
      library('ANL', 'National Library of Australia', [
        {
          ...library('ANL:DL', 'Digital library'),
          fullName: 'National Library of Australia. Digital library',
          childLibraries: [],
        },
        { ...library('', 'A branch without a NUC'), childLibraries: [] },
      ]),
      library('ANL', 'National Library again'),
      library('  ', 'Blank NUC'),
      library('VSL', 'State Library Victoria'),
    ]);
    expect(options).toEqual([
      { value: 'ANL', label: 'National Library of Australia' },
      { value: 'ANL:DL', label: 'National Library of Australia. Digital library' },
      { value: 'VSL', label: 'State Library Victoria' },
    ]);
  });

  it('reads a parent name ending in a full stop without a doubled one', () => {
    const [option] = organisationOptions([
      {
        ...library('ABC:ARC', 'ABC Archive.'),
        fullName: 'Australian Broadcasting Corporation.. ABC Archive.',
      },
    ]);
    expect(option?.label).toBe('Australian Broadcasting Corporation. ABC Archive.');
  });

  it('offers at most 300 organisations and shows 30 at a time', () => {
    const many = Array.from({ length: 400 }, (_, i) => library(`N${i}`, `Library ${i}`));
    const options = organisationOptions(many);
    expect(options).toHaveLength(LOOKUP_LIMITS.organisationOptions);
    expect(LOOKUP_LIMITS.organisationOptions).toBe(300);
    const { shown, matched } = shownOptions(options, '', LOOKUP_LIMITS.organisationShown);
    expect(shown).toHaveLength(30);
    expect(matched).toBe(300);
  });

  it('filters by every typed word, in the name or the NUC', () => {
    const options = organisationOptions([
      library('VSL', 'State Library Victoria'),
      library('NSL', 'State Library of New South Wales'),
      library('ANL', 'National Library of Australia'),
    ]);
    expect(shownOptions(options, 'state  VICTORIA', 30).shown.map((o) => o.value)).toEqual(['VSL']);
    expect(shownOptions(options, 'anl', 30).shown.map((o) => o.value)).toEqual(['ANL']);
    expect(shownOptions(options, 'library', 2)).toMatchObject({ matched: 3, shown: [{}, {}] });
  });
});

describe('the newspaper title lookup', () => {
  it('lists each title id once, at most 1000, and shows 10 at a time', () => {
    const titles = [
      title(1, 'The Argus', 'VIC'),
      title(1, 'The Argus (again)', 'VIC'),
      title(2, 'Sydney Gazette', 'NSW'),
    ];
    expect(titleOptions(titles).map((t) => [t.value, t.label])).toEqual([
      ['1', 'The Argus'],
      ['2', 'Sydney Gazette'],
    ]);
    const many = Array.from({ length: 1200 }, (_, i) => title(i, `Title ${i}`, 'NSW'));
    const options = titleOptions(many);
    expect(options).toHaveLength(1000);
    expect(shownOptions(options, '', LOOKUP_LIMITS.titleShown).shown).toHaveLength(10);
  });

  it('counts every title of a state, beyond the 1000 the lookup lists', () => {
    const many = Array.from({ length: 1200 }, (_, i) => title(i, `Title ${i}`, i % 2 ? 'NSW' : 'VIC'));
    expect(titleCountsByState([...many, title(1, 'Again', 'NSW'), title(5000, 'Nowhere', null)])).toEqual({
      NSW: 600,
      VIC: 600,
    });
  });

  it('groups titles by state, states by name and titles without a state last', () => {
    const groups = groupTitlesByState(
      titleOptions([
        title(1, 'The Argus', 'VIC'),
        title(2, 'Mystery Times', null),
        title(3, 'Sydney Gazette', 'NSW'),
      ]),
    );
    expect(groups.map((g) => [g.state, g.titles.map((t) => t.label)])).toEqual([
      ['NSW', ['Sydney Gazette']],
      ['VIC', ['The Argus']],
      [null, ['Mystery Times']],
    ]);
  });
});

describe('date range defaults', () => {
  it('come from the titles start and end years for newspapers', () => {
    const options = titleOptions([
      title(1, 'A', 'VIC', 1848, 1957),
      title(2, 'B', 'NSW', 1803, 1842),
      title(3, 'C', null, 1900, null),
    ]);
    expect(dateDefaults({ minDate: '1700-01-01', maxDate: '2020-12-31' }, options)).toEqual({
      min: '1803',
      max: '1957',
    });
    expect(dateDefaults({ minDate: null, maxDate: null }, options.slice(0, 1))).toEqual({
      min: '1848',
      max: '1957',
    });
  });

  it('come from the metadata minDate and maxDate elsewhere', () => {
    expect(dateDefaults({ minDate: '1788-01-26', maxDate: '2024-06-30' }, null)).toEqual({
      min: '1788-01-26',
      max: '2024-06-30',
    });
  });
});
