import { describe, expect, it } from 'vitest';
import { titleOptions } from './lookups.ts';
import { chosenTitles, isTitleChosen, toggleState, toggleTitle } from './title-selection.ts';

const titles = titleOptions([
  { id: 1, name: 'The Argus', state: 'VIC', startYear: 1848, endYear: 1957 },
  { id: 2, name: 'The Age', state: 'VIC', startYear: 1854, endYear: 1954 },
  { id: 3, name: 'Sydney Gazette', state: 'NSW', startYear: 1803, endYear: 1842 },
]);
const [argus, age, sydney] = titles as [(typeof titles)[0], (typeof titles)[0], (typeof titles)[0]];

describe('choosing newspaper titles and states', () => {
  it('choosing a state chooses all its titles', () => {
    const next = toggleState({ states: [], titles: ['1'] }, 'VIC', true, titles);
    expect(next).toEqual({ states: ['VIC'], titles: [] });
    expect(isTitleChosen(next, argus)).toBe(true);
    expect(isTitleChosen(next, age)).toBe(true);
    expect(isTitleChosen(next, sydney)).toBe(false);
    expect(chosenTitles(next, titles).map((t) => t.label)).toEqual(['The Argus', 'The Age']);
  });

  it('unchoosing one title of a chosen state keeps the others', () => {
    const next = toggleTitle({ states: ['VIC'], titles: [] }, argus, false, titles);
    expect(next).toEqual({ states: [], titles: ['2'] });
  });

  it('titles are chosen and unchosen one by one', () => {
    const one = toggleTitle({ states: [], titles: [] }, sydney, true, titles);
    expect(one).toEqual({ states: [], titles: ['3'] });
    expect(toggleTitle(one, sydney, false, titles)).toEqual({ states: [], titles: [] });
    expect(toggleState({ states: ['VIC'], titles: ['3'] }, 'VIC', false, titles)).toEqual({
      states: [],
      titles: ['3'],
    });
  });
});
