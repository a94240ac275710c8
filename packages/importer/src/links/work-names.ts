import { fold, isHonorific } from './person-names.ts';

/** Where a work names a person, and what that makes the work to them (ADR 033). */

export type LinkRelation = 'creator' | 'contributor' | 'subject';

export type NameMention =
  /** A heading, surname first ('Menzies, Robert Gordon, Sir, 1894-1978'), or an organisation's name. */
  | { form: 'heading'; text: string; relation: LinkRelation; where: string }
  /** A person's name in direct order, as the creator of papers ('Sir Earle Page'). */
  | { form: 'direct'; text: string; relation: LinkRelation; where: string }
  /** A person named in a caption on a given day ('Mr. Menzies'). */
  | ({ form: 'caption'; relation: LinkRelation; where: string } & CaptionName);

export interface LinkableWorkNames {
  title: string;
  creators: string[];
  subjects: string[];
  /** The MARCXML of the work's catalogue records, when it has any. */
  marc: string[];
  /** A cartoon's caption and the day it was published. */
  caption: { text: string; date: string } | null;
}

/** Personal names (X00: name, fuller form, numeration, titles, dates), corporate (X10) and meeting (X11) names. */
const NAME_SUBFIELDS: Record<string, string> = { '00': 'aqbcd', '10': 'ab', '11': 'acdn' };
const MARC_ROLES: { tags: RegExp; relation: LinkRelation; where: (tag: string) => string }[] = [
  { tags: /^1(00|10|11)$/, relation: 'creator', where: (t) => `MARC ${t} creator` },
  { tags: /^6(00|10|11)$/, relation: 'subject', where: (t) => `MARC ${t} subject` },
  { tags: /^7(00|10|11)$/, relation: 'contributor', where: (t) => `MARC ${t} contributor` },
];

const DATAFIELD = /<(?:\w+:)?datafield\b([^>]*)>([\s\S]*?)<\/(?:\w+:)?datafield>/g;
const SUBFIELD = /<(?:\w+:)?subfield\b[^>]*\bcode="(.)"[^>]*>([\s\S]*?)<\/(?:\w+:)?subfield>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

/**
 * The name headings of a stored MARCXML record: 1XX creators, 6XX subjects, 7XX contributors,
 * written in full. Read with two patterns rather than an XML parser: the linker reads every
 * catalogue record after each import, and a parser costs milliseconds a record.
 */
export function marcNameMentions(xml: string): NameMention[] {
  const found: NameMention[] = [];
  for (const field of xml.matchAll(DATAFIELD)) {
    const tag = /\btag="(\d{3})"/.exec(field[1] ?? '')?.[1] ?? '';
    const role = MARC_ROLES.find((r) => r.tags.test(tag));
    if (!role) continue;
    const codes = NAME_SUBFIELDS[tag.slice(1)] ?? '';
    const text = [...(field[2] ?? '').matchAll(SUBFIELD)]
      .filter((sub) => codes.includes(sub[1] ?? ''))
      .map((sub) => unescapeXml(sub[2] ?? '').trim())
      .join(' ')
      .trim();
    if (text)
      found.push({
        form: 'heading',
        text: text.normalize('NFC'),
        relation: role.relation,
        where: role.where(tag),
      });
  }
  return found;
}

/** Collections titled after the person whose papers they are. */
const PAPERS = /^(papers|diaries|diary|letters|correspondence|journals?)\s+of\s+/i;

/**
 * The person a 'Papers of …' title names ('Papers of Sir Robert Menzies'), without the filming note
 * and the peerage after a comma; null for families, couples and organisations.
 */
export function papersTitleName(title: string): string | null {
  const m = PAPERS.exec(title.trim());
  if (!m) return null;
  const name = title
    .trim()
    .slice(m[0].length)
    .replace(/\s*\([^()]*\)\s*/g, ' ')
    .replace(/\s*\[[^\]]*\]\s*/g, ' ')
    .split(/[,:;/]/)[0]!
    .trim();
  if (!name || /\b(and|family|the)\b|&/i.test(name)) return null;
  return name;
}

/** 'Mr. Menzies', 'Senator Pearce', 'Sir Robert Menzies', 'MR. BRUCE': a title, then up to four words. */
const CAPTION_NAME =
  /\b(Mr|Mrs|Miss|Sir|Dame|Senator|Dr|MR|MRS|MISS|SIR|DAME|SENATOR|DR)\.?\s+((?:(?:[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?|[A-Z]\.|[A-Z]{3,})\s*){1,4})/g;

/** Titles that say the person is a man or a woman ('Mrs. Henry Dobson' is not Henry Dobson). */
const GENDER_OF_TITLE: Record<string, string> = {
  mr: 'male',
  sir: 'male',
  mrs: 'female',
  miss: 'female',
  dame: 'female',
};

export interface CaptionName {
  /** Folded words after the title ('robert', 'menzies'); which is the surname is left to the matcher. */
  words: string[];
  /** The gender the title implies, or null ('Senator', 'Dr.'). */
  gender: string | null;
}

/** The names a caption gives after a title, each once: 'Mr. Menzies Says', 'Sir Robert Menzies'. */
export function captionNames(text: string): CaptionName[] {
  const found = new Map<string, CaptionName>();
  for (const m of text.matchAll(CAPTION_NAME)) {
    const words = fold(m[2] ?? '')
      .split(' ')
      .filter(Boolean);
    while (words.length > 0 && isHonorific(words[0]!)) words.shift();
    const gender = GENDER_OF_TITLE[fold(m[1] ?? '')] ?? null;
    if (words.length > 0) found.set(`${gender}|${words.join(' ')}`, { words, gender });
  }
  return [...found.values()];
}

/**
 * Every name a work gives: a catalogue record's name headings when it has MARC (more exact than
 * its display fields, which drop dates), else its creators and subjects; the person a 'Papers of …'
 * title names; and the people a cartoon's caption names.
 */
export function mentionsOfWork(work: LinkableWorkNames): NameMention[] {
  const mentions: NameMention[] = [];
  const papers = PAPERS.test(work.title.trim());
  const fromMarc = work.marc.flatMap(marcNameMentions);
  if (fromMarc.length > 0) mentions.push(...fromMarc);
  else {
    for (const creator of work.creators) {
      mentions.push({ form: 'heading', text: creator, relation: 'creator', where: 'creator' });
      if (papers && !creator.includes(','))
        mentions.push({ form: 'direct', text: creator, relation: 'creator', where: 'creator' });
    }
    for (const subject of work.subjects) {
      // 'Hawke, Bob, 1929- -- Biography': the heading before any subdivision.
      const heading = subject.split(/\s*--\s*/)[0] ?? subject;
      mentions.push({ form: 'heading', text: heading, relation: 'subject', where: 'subject' });
    }
  }
  // The title says whose papers they are only when no creator does (a creator is the better witness).
  const titled = work.creators.length === 0 && fromMarc.length === 0 ? papersTitleName(work.title) : null;
  if (titled)
    mentions.push({ form: 'direct', text: titled, relation: 'creator', where: 'title "Papers of …"' });
  if (work.caption)
    for (const name of captionNames(work.caption.text))
      mentions.push({ form: 'caption', ...name, relation: 'subject', where: 'cartoon caption' });
  return mentions;
}
