/**
 * The data sources records come from (the `source` column), with the attribution their licences
 * ask for (shared data README, 'Licences'). Used for collection contributors and the credits page.
 */
export interface SourceInfo {
  name: string;
  /** Where the source can be seen; null for records generated here. */
  link: string | null;
  licence: string;
  description: string;
}

const GLAM = 'https://github.com/GLAM-Workbench';

export const SOURCES: Record<string, SourceInfo> = {
  'bulletin-cartoon': {
    name: 'Bulletin editorial cartoons, 1886–1952',
    link: `${GLAM}/bulletin-editorial-cartoons`,
    licence: 'Data CC0 1.0; the cartoons are out of copyright',
    description:
      'Front-page editorial cartoons of The Bulletin, harvested from Trove by the GLAM Workbench, with image links and OCR captions.',
  },
  'trove-work': {
    name: 'Trove oral histories and periodical works (GLAM Workbench)',
    link: `${GLAM}/trove-oral-histories-data`,
    licence: 'CC0 1.0',
    description: 'Oral history recordings and periodical catalogue records harvested from the Trove API.',
  },
  'nla-oral-history-series': {
    name: 'NLA oral history series (GLAM Workbench)',
    link: `${GLAM}/trove-oral-histories-data`,
    licence: 'CC0 1.0',
    description: 'The names of the National Library of Australia’s oral history series.',
  },
  'abc-rn': {
    name: 'ABC Radio National programs harvested from Trove (Tim Sherratt)',
    link: 'https://github.com/wragge/trove-abcrn',
    licence: 'No licence stated by the source; titles and summaries only',
    description: 'Titles and summaries of ABC Radio National segments, harvested from Trove in 2014.',
  },
  'nla-finding-aid': {
    name: 'NLA manuscript finding aids (GLAM Workbench)',
    link: `${GLAM}/nla-finding-aids-data`,
    licence: 'No licence stated by the source; metadata from the National Library of Australia',
    description:
      'Manuscript collections described by the National Library’s finding aids, with creators and abstracts.',
  },
  'trove-periodical': {
    name: 'Trove digitised periodicals (GLAM Workbench)',
    link: `${GLAM}/trove-periodicals-data`,
    licence: 'CC0 1.0',
    description: 'Digitised periodical titles and their issues in Trove.',
  },
  'trove-press-release': {
    name: 'Parliamentary press releases about COVID-19 (GLAM Workbench)',
    link: `${GLAM}/trove-parliament-press-releases-covid`,
    licence: 'Metadata CC0 1.0; texts: copyright not evaluated',
    description: 'Full texts of press releases from the Parliamentary Library, harvested from Trove.',
  },
  'trove-article': {
    name: 'Trove newspaper articles (Trove API)',
    link: 'https://trove.nla.gov.au/',
    licence: 'No licence stated by the source; articles out of copyright',
    description: 'Newspaper articles with their corrected OCR text, as the Trove API returns them.',
  },
  'trove-newspaper-title': {
    name: 'Trove newspaper titles (GLAM Workbench)',
    link: `${GLAM}/trove-newspapers`,
    licence: 'CC0 1.0',
    description: 'Digitised newspaper titles with their places, states and dates.',
  },
  'australian-politicians': {
    name: 'Australian Politicians dataset (Rohan Alexander and Monica Hodgetts)',
    link: 'https://github.com/RohanAlexander/australian_politicians',
    licence: 'No licence file in the repository (source of the CRAN package AustralianPoliticians)',
    description: 'Every member of the federal parliament since 1901, with life dates, seats and parties.',
  },
  'trove-contributor': {
    name: 'Trove contributors (Tim Sherratt)',
    link: 'https://github.com/wragge/trove-contributor-totals',
    licence: 'CC0 1.0',
    description: 'The libraries and organisations that contribute to Trove, with their NUC symbols.',
  },
  'web-archive-url': {
    name: 'Australian Web Archive captures (GLAM Workbench)',
    link: `${GLAM}/web-archives`,
    licence: 'CC0 1.0',
    description: 'Captures of government web pages in the Australian Web Archive.',
  },
  pandora: {
    name: 'Pandora web archive collections (GLAM Workbench)',
    link: `${GLAM}/trove-web-archives-collections`,
    licence: 'CC0 1.0',
    description: 'The subject and collection hierarchy of the Pandora web archive.',
  },
  'gov-au-domain': {
    name: 'Australian government domains in the web archive (GLAM Workbench)',
    link: `${GLAM}/web-archives`,
    licence: 'CC0 1.0',
    description: 'Unique gov.au domains captured by the Australian Web Archive.',
  },
  marc: {
    name: 'National Library of Australia catalogue records (nla-blacklight)',
    link: 'https://github.com/nla/nla-blacklight',
    licence: 'Apache-2.0, © 2022 National Library of Australia',
    description:
      'Real NLA catalogue records in MARCXML: books, serials, maps, scores, sound, pictures and manuscripts.',
  },
};

/** Reference data the portal uses beside the records. */
export const REFERENCE_CREDITS: SourceInfo[] = [
  {
    name: 'AUSTLANG, Australian Indigenous languages database (AIATSIS)',
    link: 'https://collection.aiatsis.gov.au/austlang/search',
    licence: 'CC BY 4.0: credit AIATSIS',
    description:
      'Codes and names of Aboriginal and Torres Strait Islander languages; locations are approximate.',
  },
  {
    name: 'State and territory boundaries (Australian Bureau of Statistics)',
    link: 'https://www.abs.gov.au/',
    licence: 'CC BY 4.0: credit the ABS',
    description: 'Simplified boundaries of the states and territories.',
  },
  {
    name: 'GLAM Workbench (Tim Sherratt)',
    link: 'https://glam-workbench.net/',
    licence: 'Data CC0 1.0',
    description:
      'Most of the data here was harvested from the Trove API by the GLAM Workbench’s tools and notebooks.',
  },
];

/** A source not listed above (a new importer, or the synthetic generator) still gets a fair label. */
export function sourceInfo(source: string, synthetic: boolean): SourceInfo {
  const known = SOURCES[source] ?? (source.startsWith('marc') ? SOURCES.marc : undefined);
  if (known) return known;
  if (synthetic)
    return {
      name: 'Synthetic demonstration records',
      link: null,
      licence: 'Generated for this portal; not real records',
      description: 'Records generated from real vocabulary so that the portal works without the demo data.',
    };
  return {
    name: source,
    link: 'https://trove.nla.gov.au/',
    licence: 'See the source',
    description: `Records from ${source}.`,
  };
}
