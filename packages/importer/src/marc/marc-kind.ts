import { type CatalogueFormat, type CategoryKey, categoryOfFormat } from '@trove/contracts';
import type { MarcRecord } from '@trove/marc';
import { type Fixed008, physicalDescriptions } from './fixed-fields.ts';

export interface MarcKind {
  category: CategoryKey;
  format: CatalogueFormat;
  /** The format's family, for the work grouping key (ADR 003): editions of one family group. */
  broadFormat: string;
}

/**
 * The portal format of a MARC record (the rules of ADR 032): leader/06 (type of record) and 07
 * (bibliographic level) give the kind; 008's material positions, the 007s, the old general
 * material designation (245 $h) and the physical description refine it. A record typed as text
 * whose 245 $h or 007 says map or picture is a map or a picture (an atlas catalogued as a book,
 * a poster catalogued as text): those describe the item as a whole (the first 007 is the item's
 * own), whereas a later 007 for an accompanying disc or map does not retype the book it comes with.
 */
export function marcKind(record: MarcRecord, fixed: Fixed008): MarcKind {
  const format = formatOf(record, fixed);
  return { category: categoryOfFormat(format), format, broadFormat: familyOf(format) };
}

const FAMILIES: [RegExp, string][] = [
  [/^(Book|Conference proceedings)/, 'book'],
  [/^Thesis/, 'thesis'],
  [/^Article/, 'article'],
  [/^Periodical/, 'periodical'],
  [/^(Manuscript|Archived material)/, 'manuscript'],
  [/^Music score/, 'score'],
  [/^Sound/, 'sound'],
  [/^Video/, 'video'],
  [/^Map/, 'map'],
  [/^Picture/, 'picture'],
  [/^Object/, 'object'],
  [/^Computer file/, 'computer-file'],
  [/^Kit/, 'kit'],
];
const familyOf = (format: CatalogueFormat) => FAMILIES.find(([p]) => p.test(format))?.[1] ?? 'book';

const text = (record: MarcRecord, tags: string, codes: string) =>
  record
    .get(tags)
    .flatMap((f) => (f.subf ?? []).filter(([c]) => codes.includes(c)).map(([, v]) => v))
    .join(' ')
    .toLowerCase();

/** What the old general material designation (245 $h, before RDA) says the item is. */
function designation(record: MarcRecord): 'map' | 'picture' | 'sound' | 'video' | 'music' | null {
  const gmd = text(record, '^245$', 'h');
  if (/cartographic|\bmaps?\b|\bglobe/.test(gmd)) return 'map';
  if (/graphic|picture|art original|art reproduction|photograph|poster/.test(gmd)) return 'picture';
  if (/sound ?recording|phonodisc|audio/.test(gmd)) return 'sound';
  if (/video|motion picture|\bfilm\b/.test(gmd)) return 'video';
  if (/\bmusic\b|score/.test(gmd)) return 'music';
  return null;
}

function formatOf(record: MarcRecord, fixed: Fixed008): CatalogueFormat {
  const type = record.leader.charAt(6);
  const level = record.leader.charAt(7);
  const f008 = fixed.value ?? ' '.repeat(40);
  const f007 = physicalDescriptions(record);
  const gmd = designation(record);
  // The first 007 describes the item itself; later ones describe what comes with it.
  const main = f007[0] ?? '';
  switch (type) {
    case 'a':
    case 't': {
      if (record.get('^502$').length > 0 || /m/.test(f008.slice(24, 28))) return 'Thesis';
      // Text records whose whole item is a map, a picture, a recording or a video.
      if (type === 'a' && (gmd === 'map' || main.startsWith('a') || main.startsWith('d')))
        return mapFormat(record, f008, f007);
      if (type === 'a' && (gmd === 'picture' || main.startsWith('k')))
        return pictureFormat(record, f008, f007);
      if (type === 'a' && gmd === 'sound') return 'Sound';
      if (type === 'a' && gmd === 'video') return 'Video';
      if (type === 'a' && gmd === 'music') return 'Music score';
      if (level === 's' || level === 'b' || level === 'i')
        return f008.charAt(21) === 'n' ? 'Periodical/Newspaper' : 'Periodical';
      if (type === 't') return 'Manuscript';
      if (level === 'c') return 'Archived material';
      if (level === 'a') return 'Article';
      return bookFormat(record, f008, f007);
    }
    case 'c':
      return 'Music score';
    case 'd':
      return 'Music score/Manuscript';
    case 'e':
      return mapFormat(record, f008, f007);
    case 'f':
      return 'Map/Manuscript';
    case 'g': {
      const visual = f008.charAt(33);
      if ('sft'.includes(visual) && visual !== ' ') return 'Picture';
      return 'Video';
    }
    case 'i':
      return spokenFormat(f008);
    case 'j':
      return 'Sound/Recorded music';
    case 'k':
      return pictureFormat(record, f008, f007);
    case 'r':
      return 'Object';
    case 'p':
      return 'Archived material/Mixed materials';
    case 'm':
      return 'Computer file';
    case 'o':
      return 'Kit';
    default:
      return 'Book';
  }
}

/** 008/25 type of cartographic material, 007/01 for maps, or 'atlas' in the title or extent. */
function mapFormat(record: MarcRecord, f008: string, f007: string[]): CatalogueFormat {
  const kind = record.leader.charAt(6) === 'e' ? f008.charAt(25) : ' ';
  if (kind === 'e' || f007.includes('ad') || /\batlas/.test(text(record, '^245$|^300$', 'ab')))
    return 'Map/Atlas';
  if (kind === 'd' || f007.some((c) => c.startsWith('d'))) return 'Map/Globe or object';
  if (f007.includes('ar') || f007.some((c) => c.startsWith('r'))) return 'Map/Aerial photograph';
  if (kind === 'b' || kind === 'c') return 'Map/Map series';
  if (kind === 'a') return 'Map/Single map';
  return 'Map';
}

const PHOTOGRAPHS = new Set(['kg', 'kh', 'kv']);
const ART = new Set(['kc', 'kd', 'ke', 'kj']);

/** 007/01 for non-projected graphics, 008/33 type of visual material, or the extent's words. */
function pictureFormat(record: MarcRecord, f008: string, f007: string[]): CatalogueFormat {
  if (f007.includes('kk')) return 'Picture/Poster';
  if (f007.some((c) => PHOTOGRAPHS.has(c))) return 'Picture/Photograph';
  if (f007.some((c) => ART.has(c))) return 'Picture/Art work';
  const words = text(record, '^245$|^300$|^655$', 'abhk');
  if (/\bposters?\b/.test(words)) return 'Picture/Poster';
  if (/photograph/.test(words)) return 'Picture/Photograph';
  const visual = record.leader.charAt(6) === 'k' ? f008.charAt(33) : ' ';
  if (visual === 'a' || visual === 'c') return 'Picture/Art work';
  return 'Picture';
}

// 008/30-31, literary text of a nonmusical recording: a book read aloud, or talk.
const READ_ALOUD = new Set(['a', 'b', 'd', 'e', 'f', 'h', 'm', 'o', 'p']);
const TALK = new Set(['g', 'l', 't']);

function spokenFormat(f008: string): CatalogueFormat {
  const forms = [f008.charAt(30), f008.charAt(31)];
  if (forms.some((f) => READ_ALOUD.has(f))) return 'Sound/Audio book';
  if (forms.some((f) => TALK.has(f))) return 'Sound/Interview, lecture, talk';
  return 'Sound';
}

/** 008/29 conference, 008/23 form of item (large print, braille), 008/18-21 illustrations. */
function bookFormat(record: MarcRecord, f008: string, f007: string[]): CatalogueFormat {
  if (f008.charAt(29) === '1') return 'Conference proceedings';
  const form = f008.charAt(23);
  if (form === 'd' || f007.includes('tb')) return 'Book/Large print';
  if (form === 'f' || f007.includes('tc') || f007.some((c) => c.startsWith('f'))) return 'Book/Braille';
  if (/[a-mop]/.test(f008.slice(18, 22))) return 'Book/Illustrated';
  return 'Book';
}
