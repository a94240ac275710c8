import { describe, expect, it } from 'vitest';
import { passage } from '../../src/solr/solr-snippets.ts';

const S = '\u0002';
const E = '\u0003';

describe('a highlighted passage shown as a snippet', () => {
  it('has an ellipsis where it cuts the description it was taken from, none where it does not', () => {
    const whole = 'Robert Menzies was born in Jeparit. He was Prime Minister twice.';
    expect(passage(`Robert ${S}Menzies${E} was born in Jeparit.`, whole)).toBe(
      `Robert ${S}Menzies${E} was born in Jeparit.…`,
    );
    expect(passage(`was born in ${S}Jeparit${E}. He was Prime Minister twice.`, whole)).toBe(
      `…was born in ${S}Jeparit${E}. He was Prime Minister twice.`,
    );
    expect(passage(whole, whole)).toBe(whole);
    expect(passage('  ', whole)).toBe('');
  });

  it('without the whole text, takes a lower-case start or an unclosed sentence as cut', () => {
    expect(passage(`eveniog next a ${S}Federation${E} delegate`, null)).toBe(
      `…eveniog next a ${S}Federation${E} delegate…`,
    );
    expect(passage(`${S}Federal${E} elections fixed for May.`, null)).toBe(
      `${S}Federal${E} elections fixed for May.`,
    );
    expect(passage(`“Gold!” they cried`, null)).toBe('“Gold!” they cried…');
  });
});
