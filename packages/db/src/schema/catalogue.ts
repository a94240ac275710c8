import type { Generated } from 'kysely';

/** Catalogue tables: records, their sources, holdings, people, newspapers and web archives. */

/** Columns every imported record carries: where it came from, and whether it is invented. */
interface Sourced {
  source: string;
  sourceId: string;
  synthetic: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface LibraryTable {
  id: Generated<number>;
  nuc: string;
  name: string;
  shortName: string | null;
  parentNuc: string | null;
  parentName: string | null;
  state: string | null;
  openToPublic: Generated<number>;
  accessPolicy: string | null;
  homepage: string | null;
  totalHoldings: Generated<number>;
  synthetic: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface WorkTable extends Sourced {
  id: Generated<number>;
  /** Key that versions of one work share (ADR 003). */
  groupKey: string;
  title: string;
  workType: Generated<string>;
  /** Collection url key this work belongs to, e.g. book, images, music. */
  category: string;
  primaryFormat: string | null;
  formats: Generated<string>;
  creators: Generated<string>;
  subjects: Generated<string>;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  languages: Generated<string>;
  thumbnailUrl: string | null;
  australian: Generated<number>;
  culturallySensitive: Generated<number>;
  firstAustralians: Generated<number>;
  deletedAt: string | null;
  /** Versions held when a separation or merge began (JSON ids); null when settled (ADR 010). */
  settledVersionIds: string | null;
}

export interface VersionTable extends Sourced {
  id: Generated<number>;
  workId: number;
  title: string;
  format: string | null;
  creators: Generated<string>;
  contributors: Generated<string>;
  published: string | null;
  publisher: string | null;
  place: string | null;
  year: number | null;
  date: string | null;
  languages: Generated<string>;
  identifiers: Generated<string>;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  onlineText: string | null;
  fullText: string | null;
  /** OCR noise of fullText, 0 (clean) to 1, null when it is absent or too short to judge (ADR 031). */
  ocrNoise: number | null;
  /** Descriptive fields (notes, series, contents, edition, extent …) as a JSON object. */
  details: Generated<string>;
}

export interface SourceRecordTable {
  id: Generated<number>;
  versionId: number;
  source: string;
  sourceId: string;
  nuc: string | null;
  rawFormat: string;
  raw: string;
  createdAt: string;
  updatedAt: string;
}

export interface HoldingTable {
  id: Generated<number>;
  versionId: number;
  nuc: string;
  callNumber: string | null;
  url: string | null;
}

export interface AvailableUrlTable {
  id: Generated<number>;
  versionId: number;
  url: string;
  linkText: string | null;
  /** Trove access types: f free, r restricted / conditions, s subscription, … */
  accessType: Generated<string>;
  nuc: string | null;
}

export interface PersonTable extends Sourced {
  id: Generated<number>;
  primaryName: string;
  displayName: string;
  entityType: Generated<string>;
  alternativeNames: Generated<string>;
  birthDate: string | null;
  deathDate: string | null;
  birthPlace: string | null;
  gender: string | null;
  occupations: Generated<string>;
  identifiers: Generated<string>;
  thumbnailUrl: string | null;
  culturallySensitive: Generated<number>;
  deletedAt: string | null;
  /** 1 when the record only tells apart the people a name may refer to (migration 005). */
  disambiguation: Generated<number>;
  /** Periods in public office, JSON `[{ from, to }]` of ISO dates, `to` null while in office (migration 017). */
  officeTerms: Generated<string>;
}

/** A name a disambiguation record may now refer to, with that person's record when known. */
export interface PersonDisambiguationTable {
  id: Generated<number>;
  personId: number;
  position: Generated<number>;
  name: string;
  targetPersonId: number | null;
}

export interface BiographyTable {
  id: Generated<number>;
  personId: number;
  contributorNuc: string | null;
  contributorName: string | null;
  text: string;
  url: string | null;
  isPrimary: Generated<number>;
}

export interface WorkPersonTable {
  workId: number;
  personId: number;
  relation: string;
  /** Why the link was made, e.g. 'MARC 600 subject: heading with life dates' (migration 017, ADR 033). */
  reason: Generated<string>;
}

export interface NewspaperTitleTable extends Sourced {
  id: Generated<number>;
  name: string;
  /** newspaper or gazette */
  kind: Generated<string>;
  state: string | null;
  place: string | null;
  startDate: string | null;
  endDate: string | null;
  issn: string | null;
  articleCount: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ArticleTable extends Sourced {
  id: Generated<number>;
  titleId: number | null;
  heading: string;
  category: string | null;
  date: string | null;
  page: string | null;
  pageSequence: number | null;
  illustrated: Generated<number>;
  wordCount: number | null;
  correctionCount: Generated<number>;
  text: string | null;
  /** OCR noise of text, 0 (clean) to 1, null when it is absent or too short to judge (ADR 031). */
  ocrNoise: number | null;
  troveUrl: string | null;
  /** The printed page's address as the record gives it (ADR 049); null when it gives none. */
  pageUrl: string | null;
  culturallySensitive: Generated<number>;
  /** The OCR as loaded, kept from the first correction on (ADR 046); null before it. */
  originalText: string | null;
  /** The live text version: 0 is the OCR, each applied correction or revert adds one. */
  textVersion: Generated<number>;
  lastCorrectedAt: string | null;
  lastCorrectorId: number | null;
  /** Until when the original OCR is indexed beside the corrected text; null when it is not. */
  originalSearchableUntil: string | null;
}

export interface PeriodicalIssueTable extends Sourced {
  id: Generated<number>;
  workId: number;
  title: string;
  date: string | null;
  year: number | null;
  url: string | null;
  pages: number | null;
}

export interface WebsiteTable extends Sourced {
  id: Generated<number>;
  url: string;
  title: string;
  domain: string;
  govAu: Generated<number>;
  state: string | null;
  webCollections: Generated<string>;
}

export interface WebsiteCaptureTable {
  id: Generated<number>;
  websiteId: number;
  timestamp: string;
  originalUrl: string;
  mimetype: string | null;
  statusCode: number | null;
  digest: string | null;
  length: number | null;
}

export interface WebCollectionTable extends Sourced {
  id: Generated<number>;
  name: string;
  /** subject or collection */
  kind: string;
  parentSourceId: string | null;
  titleCount: Generated<number>;
}

/** A separation or merge of editions: who, when, why (ADR 016). One row per work giving up versions. */
export interface RegroupLogTable {
  id: Generated<number>;
  kind: 'split' | 'merge';
  fromWorkId: number;
  toWorkId: number;
  /** JSON array of the version ids moved. */
  versionIds: string;
  note: string;
  userId: number | null;
  createdAt: string;
}
