import fs from 'node:fs';
import path from 'node:path';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { clean } from '../core/values.ts';
import { type WorkRecord, saveUniqueWorkRecords, saveWorkRecord } from '../core/work-record.ts';

/** 2003-05-04-patterson-kay-211561477.txt: date, contributor (surname-forenames), Trove version id. */
const NAME = /^(\d{4}-\d{2}-\d{2})-(.+)-(\d+)\.txt$/;

const LABELS =
  /^(media release|press release|joint media release|transcript|speech|statement|media statement)$/i;

function contributorName(slug: string): string {
  const [surname = '', ...rest] = slug.split('-').map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return rest.length ? `${surname}, ${rest.join(' ')}` : surname;
}

/** Lines that open a release without being its headline: labels, names and offices, dates, boilerplate. */
const NOT_A_HEADLINE =
  /^(senator|the hon|hon\.?|minister|prime minister|assistant|shadow|leader|federal member|member for|authori[sz]ed|e&oe|transcript|interview|joint|media|press|speech|statement|release|doorstop|check against)\b|\b(MP|Senator|Minister)\s*$|\b(Minister|Senator|Member) for\b|\b(19|20)\d{2}$/i;

/** The headline: the first line that is not a label, a name or office line, a date or boilerplate. */
export function releaseTitle(text: string, fallback: string): string {
  const lines = text
    .split('\n')
    .map((l) => clean(l))
    .filter((l): l is string => !!l)
    .slice(0, 12);
  // 'T h e  H o n .' : letters spaced out by the PDF conversion.
  const headline = lines.find(
    (l) => l.length >= 12 && !NOT_A_HEADLINE.test(l) && !LABELS.test(l) && !/^(\S ){4,}/.test(l),
  );
  return (headline ?? fallback).slice(0, 300);
}

export function readRelease(file: string): Entry<WorkRecord> {
  const match = path.basename(file).match(NAME);
  if (!match) return { file, position: 1, error: 'file name is not YYYY-MM-DD-contributor-versionId.txt' };
  const [, date = '', slug = '', versionId = ''] = match;
  const text = fs.readFileSync(file, 'utf8');
  if (!text.trim()) return { file, position: 1, error: `press release ${versionId} is empty` };
  const creator = contributorName(slug);
  return {
    file,
    position: 1,
    value: {
      source: 'trove-press-release',
      sourceId: versionId,
      title: releaseTitle(text, `Press release, ${creator}, ${date}`),
      category: 'research',
      broadFormat: 'government-publication',
      unique: true,
      format: 'Government publication/Press release',
      workType: 'text',
      creators: [creator],
      date,
      year: Number(date.slice(0, 4)),
      publisher: 'Parliament of Australia',
      fullText: text,
      identifiers: { troveVersion: versionId },
      australian: true,
    },
  };
}

export const pressReleases: SourceImporter = {
  name: 'press-releases',
  description:
    'Australian parliamentary press releases, full text (copyright not evaluated: not in the public demo)',
  defaultPath: 'trove-parliament-press-releases-covid/text',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const files = listFiles(location, /\.txt$/);
    function* entries() {
      for (const file of files) yield readRelease(file);
    }
    await saveEach(
      ctx,
      tally,
      'press releases',
      entries(),
      files.length,
      (record, repositories) => saveWorkRecord(repositories, record),
      // The harvest holds the same Trove version under several file names; the first one counts.
      (record) => record.sourceId,
      (records, repositories) => saveUniqueWorkRecords(repositories, records),
    );
  },
};
