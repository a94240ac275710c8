import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { clean } from '../core/values.ts';
import { type WorkRecord, saveUniqueWorkRecords, saveWorkRecord } from '../core/work-record.ts';

const PROGRAMS: Record<string, string> = { am: 'AM', pm: 'PM', today: 'The World Today' };

interface Segment {
  program: string;
  year: number;
  month: number;
  title: string;
  summary: string;
}

/** Segments of one monthly file: a title line, then a summary line, repeated. */
export function* readSegments(file: string): Generator<Entry<Segment>> {
  const program = path.basename(path.dirname(file));
  const [year, month] = path.basename(file, '.txt').split('-').map(Number);
  if (!year || !month) {
    yield { file, position: 1, error: 'file name is not YEAR-MONTH.txt' };
    return;
  }
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i += 2) {
    const title = clean(lines[i]);
    const summary = clean(lines[i + 1]);
    if (!title && !summary) continue;
    if (!title || !summary) {
      yield { file, position: i + 1, error: 'a segment needs a title line followed by a summary line' };
      continue;
    }
    yield { file, position: i + 1, value: { program, year, month, title, summary } };
  }
}

export function segmentRecord(segment: Segment): WorkRecord {
  const programName = PROGRAMS[segment.program] ?? segment.program.toUpperCase();
  // The files carry no ids: a segment is known by its program, month, title and summary.
  const digest = createHash('sha1').update(`${segment.title}\n${segment.summary}`).digest('hex').slice(0, 16);
  const month = String(segment.month).padStart(2, '0');
  return {
    source: 'abc-rn',
    sourceId: `${segment.program}-${segment.year}-${month}-${digest}`,
    title: segment.title,
    category: 'music',
    broadFormat: 'broadcast',
    unique: true,
    format: 'Sound/Radio broadcast',
    workType: 'sound',
    creators: ['ABC Radio National'],
    summary: segment.summary,
    publisher: 'Australian Broadcasting Corporation',
    published: `${programName}, ABC Radio National, ${segment.year}-${month}`,
    date: `${segment.year}-${month}`,
    year: segment.year,
    languages: ['eng'],
    details: { series: programName },
    australian: true,
  };
}

export const abcRn: SourceImporter = {
  name: 'abc-rn',
  description: 'ABC Radio National segments (monthly text files: title line, summary line)',
  defaultPath: 'trove-abcrn/data',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const entries = listFiles(location, /\.txt$/).flatMap((file) => [...readSegments(file)]);
    await saveEach(
      ctx,
      tally,
      'abc-rn',
      entries,
      entries.length,
      (segment, repositories) => saveWorkRecord(repositories, segmentRecord(segment)),
      // A segment repeated in a month's file is stored once.
      (segment) => segmentRecord(segment).sourceId,
      (segments, repositories) => saveUniqueWorkRecords(repositories, segments.map(segmentRecord)),
    );
  },
};
