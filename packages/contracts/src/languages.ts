import { iso6392 } from 'iso-639-2';

/**
 * Languages are stored as ISO 639-2 codes (the MARC language codes: 'eng', 'ger', 'chi') and shown
 * by their English name from the `iso-639-2` package. Sources that give a name ('English') are
 * stored under the code of that name; a name the standard does not know ('Luritja (C7.1)', an
 * AUSTLANG variety) is kept as it is and shown as it is.
 */

/**
 * Codes the MARC Code List for Languages has discontinued, and the code that replaced each: old
 * catalogue records still carry them ('fri' for Frisian, 'scr' for Croatian).
 */
const DISCONTINUED_MARC_CODES: Readonly<Record<string, string>> = {
  cam: 'khm',
  esp: 'epo',
  eth: 'gez',
  far: 'fao',
  fri: 'fry',
  gag: 'glg',
  gua: 'grn',
  int: 'ina',
  iri: 'gle',
  kus: 'kos',
  lan: 'oci',
  lap: 'smi',
  max: 'glv',
  mla: 'mlg',
  mol: 'rum',
  sao: 'smo',
  scc: 'srp',
  scr: 'hrv',
  sho: 'sna',
  snh: 'sin',
  sso: 'sot',
  swz: 'ssw',
  tag: 'tgl',
  taj: 'tgk',
  tar: 'tat',
  tsw: 'tsn',
};

interface Tables {
  /** Every English name of the standard (capitalised as written), longest first, with its code. */
  named: [name: string, code: string][];
  /** Bibliographic code (also reached by terminologic and ISO 639-1 codes) -> name. */
  names: Map<string, string>;
  /** Any code -> the bibliographic code. */
  codes: Map<string, string>;
  /** Lower-cased name -> bibliographic code. */
  byName: Map<string, string>;
}

let tables: Tables | null = null;

/** Built on first use, so that a bundle which never names a language leaves the table out. */
function load(): Tables {
  if (tables) return tables;
  const names = new Map<string, string>();
  const codes = new Map<string, string>();
  const byName = new Map<string, string>();
  const named: [string, string][] = [];
  for (const language of iso6392) {
    // 'Spanish; Castilian' -> 'Spanish': the first of the standard's names.
    const name = language.name.split(';')[0]!.trim();
    const code = language.iso6392B;
    names.set(code, name);
    for (const alias of [code, language.iso6392T, language.iso6391]) if (alias) codes.set(alias, code);
    for (const each of language.name.split(';')) {
      byName.set(each.trim().toLowerCase(), code);
      named.push([each.trim(), code]);
    }
  }
  named.sort((a, b) => b[0].length - a[0].length);
  for (const [old, current] of Object.entries(DISCONTINUED_MARC_CODES)) codes.set(old, current);
  tables = { names, codes, byName, named };
  return tables;
}

/** 'eng', 'deu', 'de' and the discontinued 'gag' -> 'eng', 'ger', 'ger', 'glg'; null when unknown. */
export function languageCode(code: string): string | null {
  return load().codes.get(code.trim().toLowerCase()) ?? null;
}

/** The code of a language given by its English name ('English' -> 'eng'); null when unknown. */
export function languageCodeOfName(name: string): string | null {
  return load().byName.get(name.trim().toLowerCase()) ?? null;
}

/**
 * How a stored language reads: a code by its name ('eng' -> 'English', 'und' -> 'Undetermined'),
 * anything else (a name) as it is. A code the standard does not know is never stored (the importer
 * drops it with a warning), so a reader does not see one.
 */
export function languageName(value: string): string {
  const text = value.trim();
  const code = /^[a-z]{2,3}$/i.test(text) ? languageCode(text) : null;
  return code ? (load().names.get(code) ?? text) : text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The languages a free-text note names ('English French German Dutch; Flemish', 'EnglishThe
 * language of items 1-9 is Latin.'), as codes in the order first named. A name counts where it
 * is not part of a longer lower-case word.
 */
export function languageCodesInText(text: string): string[] {
  const found: { at: number; code: string }[] = [];
  let rest = text;
  for (const [name, code] of load().named) {
    const pattern = new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{Ll}])`, 'gu');
    rest = rest.replace(pattern, (match, offset: number) => {
      found.push({ at: offset, code });
      return ' '.repeat(match.length);
    });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.code))];
}
