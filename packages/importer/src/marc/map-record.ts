import { createHash } from 'node:crypto';
import type { AvailableUrlInput, HoldingInput } from '@trove/db';
import { type MarcField, type MarcRecord, toMarcxml } from '@trove/marc';
import type { WorkRecord } from '../core/work-record.ts';
import { firstYear } from '../core/values.ts';
import { marcKind } from './marc-kind.ts';
import { contentsOf, isRelatedMaterial, relatedEntries, relatedMaterials } from './related-entries.ts';
import { hasCulturalWarning } from './sensitivity.ts';

const subs = (field: MarcField, codes: string) =>
  (field.subf ?? []).filter(([c]) => codes.includes(c)).map(([, v]) => v);

/** ISBD punctuation at the end of a MARC value (' /', ' :', ',', ';', '.') removed. */
export function trimPunctuation(value: string): string {
  return value
    .replace(/\s*[/:;,=]\s*$/, '')
    .replace(/(\w{3,}|\))\.$/, '$1')
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

function publicationYear(record: MarcRecord): number | null {
  const f008 = control(record, '008');
  const from008 = f008?.slice(7, 11);
  if (from008 && /^\d{4}$/.test(from008) && from008 !== '0000') return Number(from008);
  return firstYear(first(record, '^26[04]$', 'c'));
}

/** The record's identity: its organisation (003 or 040 $a) and control number (001 or 035), else a hash. */
export function marcSourceId(record: MarcRecord, raw = toMarcxml(record)): string {
  const id = control(record, '001') ?? first(record, '^035$', 'a');
  const org = control(record, '003') ?? first(record, '^040$', 'a');
  return id ? `${org ?? 'marc'}:${id}` : `sha1:${createHash('sha1').update(raw).digest('hex')}`;
}

/** A MARC bibliographic record as a work and version of the portal (ADR 003 groups editions). */
export function mapMarcRecord(record: MarcRecord, source: string): WorkRecord {
  const main = title(record);
  if (!main) throw new Error('record has no title (245)');
  const raw = toMarcxml(record);
  const org = control(record, '003') ?? first(record, '^040$', 'a');
  const sourceId = marcSourceId(record, raw);
  const kind = marcKind(record);
  const creators = values(record, '^1[01]0$|^111$', 'a');
  const contributors = values(record, '^7[01]0$|^711$', 'a');
  const f008 = control(record, '008') ?? '';
  const language = f008.slice(35, 38).trim();
  const publication = record.get('^26[04]$')[0];
  const languages = [
    ...new Set([language, ...values(record, '^041$', 'a')].filter((l) => /^[a-z]{3}$/.test(l))),
  ];
  const geographic = values(record, '^043$', 'a');
  const summary = values(record, '^520$', 'a').join('\n') || null;
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
    year: publicationYear(record),
    published: publication ? joined(publication, 'abc') : null,
    publisher: publication ? joined(publication, 'b') : null,
    place: publication ? joined(publication, 'a') : null,
    date: publication ? joined(publication, 'c') : null,
    languages,
    identifiers: identifiers(record),
    details: {
      extent: joined(record.get('^300$')[0], 'abce'),
      edition: first(record, '^250$', 'a'),
      series: values(record, '^490$|^830$', 'a'),
      notes: values(record, '^500$', 'a'),
      thesis: first(record, '^502$', 'abcd'),
      contents: contentsOf(record),
      related: relatedEntries(record),
      relatedMaterials: relatedMaterials(record),
    },
    culturallySensitive: hasCulturalWarning(record),
    australian: geographic.some((g) => g.startsWith('u-at')) || f008.slice(15, 18).trim() === 'at',
    sourceRecord: { source, sourceId, nuc: org, rawFormat: 'marcxml', raw },
    availableUrls: availableUrls(record),
    holdings: holdings(record),
  };
}
