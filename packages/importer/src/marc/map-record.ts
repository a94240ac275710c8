import { createHash } from 'node:crypto';
import type { AvailableUrlInput, HoldingInput } from '@trove/db';
import { type MarcField, type MarcRecord, toMarcxml } from '@trove/marc';
import type { WorkRecord } from '../core/work-record.ts';
import { fixedField008 } from './fixed-fields.ts';
import { marcDates, publishedText } from './marc-dates.ts';
import { marcKind } from './marc-kind.ts';
import { marcLanguages } from './marc-languages.ts';
import { originalScript } from './original-script.ts';
import { contentsOf, isRelatedMaterial, relatedEntries, relatedMaterials } from './related-entries.ts';
import { hasCulturalWarning } from './sensitivity.ts';

const subs = (field: MarcField, codes: string) =>
  (field.subf ?? []).filter(([c]) => codes.includes(c)).map(([, v]) => v);

/** ISBD punctuation at the end of a MARC value (' /', ' :', ',', ';', '.') removed. */
export function trimPunctuation(value: string): string {
  return value
    .replace(/\s*[/:;,=]\s*$/, '')
    .replace(/(\p{L}{3,}|\))\.$/u, '$1')
    .trim();
}

function values(record: MarcRecord, tags: string, codes: string): string[] {
  return record
    .get(tags)
    .flatMap((f) => subs(f, codes))
    .map(trimPunctuation)
    .filter(Boolean);
}

function first(record: MarcRecord, tags: string, codes: string): string | null {
  return values(record, tags, codes)[0] ?? null;
}

function joined(field: MarcField | undefined, codes: string, separator = ' '): string | null {
  if (!field) return null;
  const text = trimPunctuation(
    subs(field, codes)
      .map((v) => v.trim())
      .join(separator),
  );
  return text || null;
}

function control(record: MarcRecord, tag: string): string | null {
  return record.get(`^${tag}$`)[0]?.value?.trim() || null;
}

function title(record: MarcRecord): string | null {
  const field = record.get('^245$')[0];
  if (!field) return null;
  const main = joined(field, 'a');
  const rest = joined(field, 'bnp');
  return main && rest ? `${main} : ${rest}` : (main ?? rest);
}

function subjects(record: MarcRecord): string[] {
  const found = record.get('^6[0-9][0-9]$').map((f) =>
    trimPunctuation(
      subs(f, 'abcdtvxyz')
        .map((v) => trimPunctuation(v))
        .join(' -- '),
    ),
  );
  return [...new Set(found.filter(Boolean))];
}

function identifiers(record: MarcRecord): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  const add = (scheme: string, list: string[]) => {
    const clean = list.map((v) => v.split(' ')[0]!.trim()).filter(Boolean);
    if (clean.length) ids[scheme] = [...new Set(clean)];
  };
  add('isbn', values(record, '^020$', 'a'));
  add('issn', values(record, '^022$', 'a'));
  add(
    'ismn',
    record
      .get('^024$')
      .filter((f) => f.ind1 === '2')
      .flatMap((f) => subs(f, 'a')),
  );
  add(
    'other',
    record
      .get('^024$')
      .filter((f) => f.ind1 !== '2')
      .flatMap((f) => subs(f, 'a')),
  );
  add('lccn', values(record, '^010$', 'a'));
  add('system', values(record, '^035$', 'a'));
  return ids;
}

function availableUrls(record: MarcRecord): AvailableUrlInput[] {
  // Related resources (second indicator 2) go to Related resources, not Get (ADR 011).
  return record
    .get('^856$')
    .filter((f) => !isRelatedMaterial(f))
    .flatMap((f) => {
      const url = subs(f, 'u')[0];
      if (!url) return [];
      return [{ url, linkText: subs(f, 'zy3')[0] ?? null, accessType: 'f', nuc: null }];
    });
}

function holdings(record: MarcRecord): HoldingInput[] {
  const from852 = record.get('^852$').flatMap((f) => {
    const nuc = subs(f, 'ab')[0]?.trim();
    return nuc ? [{ nuc, callNumber: joined(f, 'hijk'), url: null }] : [];
  });
  const from850 = record
    .get('^850$')
    .flatMap((f) => subs(f, 'a').map((nuc) => ({ nuc: nuc.trim(), callNumber: null, url: null })));
  return [...from852, ...from850].filter((h) => h.nuc);
}

/** The record's identity: its organisation (003 or 040 $a) and control number (001 or 035), else a hash. */
export function marcSourceId(record: MarcRecord, raw?: string): string {
  const id = control(record, '001') ?? first(record, '^035$', 'a');
  const org = control(record, '003') ?? first(record, '^040$', 'a');
  if (id) return `${org ?? 'marc'}:${id}`;
  return `sha1:${createHash('sha1')
    .update(raw ?? toMarcxml(record))
    .digest('hex')}`;
}

/**
 * A MARC bibliographic record as a work and version of the portal (ADR 003 groups editions; ADR
 * 032 gives its dates, languages and format). Values that cannot be true are left out and listed
 * in `warnings` for the import report.
 */
export function mapMarcRecord(record: MarcRecord, source: string, now: Date = new Date()): WorkRecord {
  const main = title(record);
  if (!main && record.get('^200$').length > 0)
    throw new Error('a UNIMARC record (its title is in 200), not MARC 21: it is not read');
  if (!main) throw new Error('record has no title (245)');
  const raw = toMarcxml(record);
  const org = control(record, '003') ?? first(record, '^040$', 'a');
  const sourceId = marcSourceId(record, raw);
  const fixed = fixedField008(record);
  const kind = marcKind(record, fixed);
  const dates = marcDates(record, now);
  const languages = marcLanguages(record, fixed);
  const creators = values(record, '^1[01]0$|^111$', 'a');
  const contributors = values(record, '^7[01]0$|^711$', 'a');
  const geographic = values(record, '^043$', 'a');
  const summary = values(record, '^520$', 'a').join('\n') || null;
  const warnings = [...new Set([...dates.warnings, ...languages.warnings])];
  return {
    source,
    sourceId,
    title: main,
    category: kind.category,
    broadFormat: kind.broadFormat,
    format: kind.format,
    workType: kind.broadFormat,
    creators,
    contributors,
    subjects: subjects(record),
    summary,
    year: dates.year,
    yearEnd: dates.yearEnd,
    published: publishedText(dates),
    publisher: dates.publisher,
    place: dates.place,
    date: dates.display,
    languages: languages.codes,
    identifiers: identifiers(record),
    details: {
      extent: joined(record.get('^300$')[0], 'abce'),
      edition: first(record, '^250$', 'a'),
      series: values(record, '^490$|^830$', 'a'),
      notes: values(record, '^500$', 'a'),
      thesis: first(record, '^502$', 'abcd'),
      contents: contentsOf(record),
      ...originalScript(record),
      related: relatedEntries(record),
      relatedMaterials: relatedMaterials(record),
    },
    culturallySensitive: hasCulturalWarning(record),
    australian:
      geographic.some((g) => g.startsWith('u-at')) || (fixed.value ?? '').slice(15, 18).trim() === 'at',
    sourceRecord: { source, sourceId, nuc: org, rawFormat: 'marcxml', raw },
    availableUrls: availableUrls(record),
    holdings: holdings(record),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
