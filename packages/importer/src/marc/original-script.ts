import type { MarcField, MarcRecord } from '@trove/marc';

/**
 * MARC 880 (alternate graphic representation): the title, names and imprint in their original
 * script (Hebrew, Cyrillic, Chinese …) beside the romanised fields the record is built on. $6
 * names the field an 880 stands for ('245-01/(2/r': the 245, Hebrew, right to left). They are kept
 * in the edition's details, so the page shows both forms.
 */

const linkedTag = (field: MarcField) =>
  (field.subf ?? []).find(([code]) => code === '6')?.[1]?.slice(0, 3) ?? '';

const joined = (field: MarcField, codes: string) =>
  (field.subf ?? [])
    .filter(([code]) => codes.includes(code))
    .map(([, value]) => value.trim())
    .join(' ')
    .replace(/\s*[/:;,=]\s*$/, '')
    .trim();

const GROUPS: [key: string, tags: RegExp, codes: string][] = [
  ['titleInOriginalScript', /^(245|246|130|240)$/, 'abnp'],
  ['namesInOriginalScript', /^(100|110|111|700|710|711)$/, 'abcdq'],
  ['publishedInOriginalScript', /^(260|264)$/, 'abc'],
  ['seriesInOriginalScript', /^(490|830)$/, 'av'],
];

export function originalScript(record: MarcRecord): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const field of record.get('^880$')) {
    const tag = linkedTag(field);
    const group = GROUPS.find(([, tags]) => tags.test(tag));
    const value = group ? joined(field, group[2]) : '';
    if (!group || !value) continue;
    const list = (found[group[0]] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return found;
}
