import { csvWorkImporter } from '../core/csv-work-importer.ts';
import { type CsvRow, cell, intCell } from '../core/csv.ts';
import { printBounds, yearOfCell } from '../core/dates.ts';
import { clean } from '../core/values.ts';
import type { WorkRecord } from '../core/work-record.ts';

const FILE = 'bulletin-editorial-cartoons.csv';

/** Masthead words of the Bulletin's front page, which OCR puts before the caption. */
const MASTHEAD =
  /BULLETIN|REGISTERED|SATURDAY|WEDNESDAY|THURSDAY|PRICE|JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|VOL\b|POST/;

/** The cartoon's caption title: the first run of capitalised words in the OCR text after the masthead. */
export function cartoonTitle(text: string | null, date: string | null): string {
  const runs = (text ?? '').match(/[A-Z][A-Z'’“”"!?&,.\- ]{5,}[A-Z.!?]/g) ?? [];
  for (const run of runs) {
    // Keep the first sentence, and drop stray OCR letters at either end.
    const sentence = run.split(/(?<=\w{2}[.!?])\s/)[0] ?? run;
    const candidate = sentence
      .replace(/^(?:[B-HJ-Z]\s)+/, '')
      .replace(/(?:\s\S{1,2})+$/, '')
      .replace(/[.,\s“”"]+$/, '')
      .trim();
    if (candidate.split(/\s+/).length < 2 || MASTHEAD.test(candidate) || /^[A-Z]\.[A-Z]\./.test(candidate))
      continue;
    return candidate.charAt(0) + candidate.slice(1).toLowerCase();
  }
  return `Bulletin editorial cartoon${date ? `, ${date}` : ''}`;
}

export function cartoonRecord(row: CsvRow): WorkRecord {
  const id = cell(row, 'id');
  if (!id) throw new Error('row has no nla.obj id');
  const date = cell(row, 'date');
  const text = clean(cell(row, 'text'));
  const url = cell(row, 'url');
  const image = cell(row, 'download_image');
  const when = yearOfCell(date, printBounds());
  return {
    source: 'bulletin-cartoon',
    sourceId: id,
    title: cartoonTitle(text, date),
    category: 'images',
    broadFormat: 'picture',
    unique: true,
    format: 'Cartoon',
    workType: 'picture',
    creators: [],
    subjects: ['Editorial cartoons -- Australia', 'Australian wit and humor, Pictorial'],
    publisher: 'The Bulletin',
    place: 'Sydney',
    published: date ? `The Bulletin, ${date}` : 'The Bulletin',
    date: when.display,
    year: when.year,
    identifiers: { trove: url ?? '', issue: cell(row, 'issue_id') ?? '' },
    // Trove's image service gives a smaller rendering of the same object as a thumbnail.
    imageUrl: image,
    thumbnailUrl: image ? `${image}?wid=300` : null,
    fullText: text,
    details: { issueNumber: intCell(row, 'issue_number'), page: intCell(row, 'page') },
    availableUrls: url ? [{ url, linkText: 'View the cartoon in Trove', accessType: 'f', nuc: 'ANL' }] : [],
    australian: true,
    // The Bulletin's cartoons are often racist caricature: every one carries the cultural advice.
    culturallySensitive: true,
    warnings: when.warnings,
  };
}

export const cartoons = csvWorkImporter({
  name: 'cartoons',
  description: 'Bulletin editorial cartoons 1886-1952 (CSV with image URLs and OCR captions)',
  defaultPath: 'bulletin-editorial-cartoons',
  fileName: FILE,
  label: 'cartoons',
  toRecord: cartoonRecord,
  keyOf: (row) => row.id ?? '',
});
