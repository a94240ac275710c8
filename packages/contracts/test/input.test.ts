import { describe, expect, it } from 'vitest';
import {
  AddListItemsBodySchema,
  ID_MAX,
  INPUT_MESSAGES,
  IdSchema,
  MESSAGES,
  controlCharacterIn,
  controlCharacterProblems,
  isIdText,
  isNotFoundIssue,
  ownValue,
  rawQueryOf,
  recordId,
  recordIdText,
  text,
} from '../src/index.ts';

describe('ids', () => {
  it('are whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    for (const ok of [1, 42, ID_MAX]) expect(IdSchema.safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN]) {
      const parsed = IdSchema.safeParse(bad);
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(INPUT_MESSAGES.id);
    }
  });

  it('are written in an address as plain digits', () => {
    for (const ok of ['1', '2147483647', '999']) expect(isIdText(ok), ok).toBe(true);
    const bad = [
      '',
      '0',
      '01',
      '-1',
      '+1',
      '1.0',
      '1e3',
      ' 1',
      '2147483648',
      '9'.repeat(41),
      'abc',
      '1\u0000',
    ];
    for (const text of bad) expect(isIdText(text), JSON.stringify(text)).toBe(false);
  });

  it('name a missing record in the spec’s words when an address id cannot name one', () => {
    const parsed = recordIdText('work').safeParse('2147483648');
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect(issue?.message).toBe(MESSAGES.notFound('work', '2147483648'));
    expect(isNotFoundIssue(issue && 'params' in issue ? issue.params : undefined)).toBe(true);
    expect(recordIdText('work').parse('7')).toBe('7');
    expect(recordId('tag').parse('7')).toBe(7);
  });

  it('tell a missing record from other issues', () => {
    expect(isNotFoundIssue(undefined)).toBe(false);
    expect(isNotFoundIssue({})).toBe(false);
    expect(isNotFoundIssue(Object.create({ recordNotFound: true }))).toBe(false);
  });
});

describe('text', () => {
  it('keeps tab and line breaks, a textarea’s CRLF among them', () => {
    expect(text().safeParse('one\ttwo\r\nthree\nfour').success).toBe(true);
    expect(text().safeParse('émigré ñ 日本語 \u00A0').success).toBe(true);
  });

  it('refuses every other control character, naming it', () => {
    const refused = [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u000E',
      '\u001F',
      '\u007F',
      '\u0085',
      '\u009F',
    ];
    for (const c of refused) {
      const parsed = text().safeParse(`a${c}b`);
      expect(parsed.success, JSON.stringify(c)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(INPUT_MESSAGES.controlCharacter(c.charCodeAt(0)));
    }
    expect(INPUT_MESSAGES.controlCharacter(0)).toBe(
      'Invalid text: it holds the control character U+0000; only tab and line breaks are allowed',
    );
    expect(controlCharacterIn('clean')).toBeNull();
  });

  it('names the field inside a union rather than the whole option', () => {
    const parsed = AddListItemsBodySchema.safeParse({
      items: [{ id: 1, type: 'work' }],
      lists: [{ name: 'List\u0000', priv: true }],
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([
      ['lists/0/name', INPUT_MESSAGES.controlCharacter(0)],
    ]);
  });

  it('finds control characters anywhere in a parsed query or form, by where they are', () => {
    expect(controlCharacterProblems({ keyword: 'a', l: ['x', 'y\u0000'], nested: { z: '\u0007' } })).toEqual([
      { path: '/l/1', message: INPUT_MESSAGES.controlCharacter(0) },
      { path: '/nested/z', message: INPUT_MESSAGES.controlCharacter(7) },
    ]);
    expect(controlCharacterProblems('\u0000')).toEqual([
      { path: '/', message: INPUT_MESSAGES.controlCharacter(0) },
    ]);
    expect(controlCharacterProblems({ n: 1, b: true, nothing: null })).toEqual([]);
  });
});

describe('keys from outside', () => {
  it('read only a map’s own entries', () => {
    const labels: Record<string, string> = { y: 'Yes' };
    expect(ownValue(labels, 'y')).toBe('Yes');
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(ownValue(labels, key), key).toBeUndefined();
  });

  it('make any parameter name an ordinary parameter of a raw query', () => {
    const raw = rawQueryOf(new URLSearchParams('constructor=a&__proto__=b&toString=c&keyword=d&keyword=e'));
    expect(raw.constructor).toEqual(['a']);
    expect(Object.hasOwn(raw, '__proto__') && raw['__proto__']).toEqual(['b']);
    expect(raw.toString).toEqual(['c']);
    expect(raw.keyword).toEqual(['d', 'e']);
    expect(rawQueryOf([]).valueOf).toBeUndefined();
  });
});
