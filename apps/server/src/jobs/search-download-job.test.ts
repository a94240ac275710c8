import { describe, expect, it } from 'vitest';
import { DOWNLOAD_COLUMNS, type DownloadedResult, csvRowOf } from './search-download-job.ts';

const row = (fields: Partial<DownloadedResult>) =>
  csvRowOf(
    {
      id: 7,
      workType: 'list',
      category: 'lists',
      title: 'A list',
      author: null,
      date: null,
      yearRange: null,
      formatDisplay: null,
      description: null,
      deliveryUrl: null,
      ...fields,
    },
    'https://trove.example',
  );

describe('a search download row', () => {
  it('keeps a reader-made title, name or description a spreadsheet would run as a formula inert', () => {
    const cells = row({ title: "-2+3+cmd|' /C calc'!A0", author: '=HYPERLINK("x")', description: '@SUM(1)' });
    const cell = (column: (typeof DOWNLOAD_COLUMNS)[number]) => cells[DOWNLOAD_COLUMNS.indexOf(column)];
    expect(cell('title')).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(cell('creator')).toBe('\'=HYPERLINK("x")');
    expect(cell('description')).toBe("'@SUM(1)");
    expect(cell('link')).toBe('https://trove.example/list/7');
  });

  it('writes a plain row as it is', () => {
    expect(row({ title: 'Gold', date: '-1978' })).toEqual([
      '7',
      'Gold',
      '',
      '-1978',
      '',
      'lists',
      '',
      'https://trove.example/list/7',
    ]);
  });
});
