import type { CopyrightMaterial } from '@trove/contracts';
import { type MarcField, type MarcRecord, marcxmlRecords, recordFromMarcxml } from '@trove/marc';
import type { Creator } from './facts.ts';
import { parseLifeDates } from './life-dates.ts';

/** What a MARC bibliographic record says about copyright (leader, 008, 1XX/7XX, 26X, 300, 655). */
export interface MarcFacts {
  creators: Creator[];
  /** Corporate creators (110/710): they have no life, so alone they leave the work anonymous. */
  corporate: string[];
  published: boolean | null;
  material: CopyrightMaterial | null;
  crown: boolean;
}

const subs = (field: MarcField, codes: string) =>
  (field.subf ?? []).filter(([c]) => codes.includes(c)).map(([, v]) => v.trim());

const clean = (name: string) => name.replace(/[\s,.]+$/, '');

/** MARC country codes (008/15-17) of Australia and its states and territories. */
const AUSTRALIAN_PLACES = /^(at|aca|qea|tma|vra|wea|xga|xna|xoa|xra)$/;
const AUSTRALIAN_GOVERNMENTS =
  /^(Australia|New South Wales|Victoria|Queensland|South Australia|Western Australia|Tasmania|Northern Territory|Australian Capital Territory)\.?$/;

function creators(record: MarcRecord): Creator[] {
  // 700 with $t names another work (an analytic), not a creator of this one.
  return record
    .get(/^(100|700)$/)
    .filter((f) => subs(f, 't').length === 0)
    .flatMap((f) => {
      const name = subs(f, 'a')[0];
      return name ? [{ name: clean(name), ...parseLifeDates(subs(f, 'd')[0]) }] : [];
    });
}

/** Leader/06 type of record -> the kind of copyright material (texts, kits and mixed papers as literary). */
const MATERIAL_BY_TYPE: Record<string, CopyrightMaterial> = {
  a: 'literary',
  t: 'literary',
  m: 'literary',
  o: 'literary',
  p: 'literary',
  c: 'musical',
  d: 'musical',
  i: 'sound recording',
  j: 'sound recording',
  g: 'film',
  e: 'artistic',
  f: 'artistic',
  r: 'artistic',
};

function material(record: MarcRecord): CopyrightMaterial | null {
  const type = record.leader.charAt(6);
  if (type !== 'k') return MATERIAL_BY_TYPE[type] ?? null;
  const described = record
    .get(/^(300|655|650)$/)
    .flatMap((f) => subs(f, 'abv'))
    .join(' ');
  const f007 = record.get(/^007$/)[0]?.value ?? '';
  return /photo/i.test(described) || /^k[hj]/.test(f007) ? 'photograph' : 'artistic';
}

function published(record: MarcRecord): boolean | null {
  const type = record.leader.charAt(6);
  // Manuscripts, manuscript music and maps, and archival collections are unpublished by definition.
  if ('tdfp'.includes(type) || record.leader.charAt(7) === 'c') return false;
  const imprint = record.get(/^(260|264)$/).filter((f) => f.tag === '260' || f.ind2 === '1');
  if (imprint.some((f) => subs(f, 'ab').length > 0)) return true;
  // A picture without an imprint is a single original (a photograph, a drawing) never issued.
  return type === 'k' ? false : null;
}

function crown(record: MarcRecord, corporate: string[]): boolean {
  const f008 = record.get(/^008$/)[0]?.value ?? '';
  const govt = f008.charAt(28);
  const place = f008.slice(15, 18).trim();
  if ((govt === 'f' || govt === 's') && AUSTRALIAN_PLACES.test(place)) return true;
  return corporate.some((name) => AUSTRALIAN_GOVERNMENTS.test(name));
}

export function marcFacts(record: MarcRecord): MarcFacts {
  const bodies = record.get(/^(110|710)$/).filter((f) => subs(f, 't').length === 0);
  // 'Australia. Department of Defence': a government as $a with a unit in $b.
  const corporate = bodies.flatMap((f) => subs(f, 'a').map(clean));
  const government = bodies.filter((f) => subs(f, 'b').length > 0).flatMap((f) => subs(f, 'a').map(clean));
  return {
    creators: creators(record),
    corporate,
    published: published(record),
    material: material(record),
    crown: crown(record, government),
  };
}

/** The first record of a stored MARCXML document, or null when it cannot be read. */
export function marcFactsFromXml(xml: string): MarcFacts | null {
  try {
    const node = marcxmlRecords(xml)[0];
    return node ? marcFacts(recordFromMarcxml(node)) : null;
  } catch {
    return null;
  }
}
