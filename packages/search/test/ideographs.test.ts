import { describe, expect, it } from 'vitest';
import { closeIdeographs, indexTokens, spaceIdeographs } from '../src/ideographs.ts';
import { snippetParts } from '../src/snippets.ts';

describe('Chinese and Japanese in the index', () => {
  it('holds every ideograph as a token of its own, and leaves other scripts alone', () => {
    expect(spaceIdeographs('福州 : 福建人民出版社, 1957.')).toBe('福 州 : 福 建 人 民 出 版 社, 1957.');
    expect(spaceIdeographs('解說経済白書')).toBe('解 說 経 済 白 書');
    expect(spaceIdeographs('ソビエト連邦')).toBe('ソ ビ エ ト 連 邦');
    expect(spaceIdeographs('Война и мир')).toBe('Война и мир');
    expect(spaceIdeographs('한국 문학')).toBe('한국 문학');
  });

  it('splits typed text the same way, so a run of characters is sought as their phrase', () => {
    expect(indexTokens('中苏关系 history')).toEqual(['中', '苏', '关', '系', 'history']);
    expect(indexTokens('Kung ping pao')).toEqual(['Kung', 'ping', 'pao']);
  });

  it('closes the spaces again in what a reader sees, matches marked', () => {
    expect(closeIdeographs(spaceIdeographs('上海 : 商務印書館'))).toBe('上海 : 商務印書館');
    expect(snippetParts('上 海 : \u0002商\u0003 \u0002務\u0003 印 書 館')).toEqual([
      { text: '上海 : ', match: false },
      { text: '商', match: true },
      { text: '務', match: true },
      { text: '印書館', match: false },
    ]);
  });
});
