import { DEFAULT_ACHIEVEMENTS, type FacetInfo } from '@trove/contracts';
import { DEFAULT_COPIES_DIRECT_URL, type StoredApplication, type StoredEnvironment } from './stored.ts';

/** The portal's global configuration as first seeded; operators may change it afterwards. */
export const APPLICATION: StoredApplication = {
  branding: {
    logoUrl: '/api/assets/logo.svg',
    logoAlt: '{product} home',
    colours: {
      purple: '#4b2e83',
      'dark-purple': '#2b1b4f',
      yellow: '#f6c945',
      'light-blue': '#8fd3f4',
      magenta: '#c2185b',
      green: '#2f7d5b',
      grey: '#4b4b4b',
      white: '#ffffff',
    },
  },
  homePageType: 'home',
  navigation: [
    { title: 'Trove (National Library of Australia)', url: 'https://trove.nla.gov.au/' },
    { title: 'GLAM Workbench', url: 'https://glam-workbench.net/' },
    { title: 'Help', url: 'https://trove.nla.gov.au/help' },
  ],
  acknowledgementOfCountry: {
    title: 'Acknowledgement of Country',
    body: '{product} acknowledges Australia’s First Nations Peoples – the First Australians – as the Traditional Owners and Custodians of this land and gives respect to the Elders – past and present – and through them to all Aboriginal and Torres Strait Islander people.',
  },
  newsletterWidget: {
    title: 'Keep up with the collections',
    body: 'The National Library of Australia publishes news about Trove, new digitised material and events.',
    action: 'News from the National Library',
    actionLink: 'https://www.nla.gov.au/',
  },
  social: {
    facebook: 'https://www.facebook.com/TroveAustralia',
    twitter: 'https://twitter.com/TroveAustralia',
    youtube: 'https://www.youtube.com/user/nlagovau',
  },
  culturalAdviceWidget: {
    title: 'Cultural advice',
    summary:
      'Aboriginal and Torres Strait Islander people are advised that this website contains images, voices and names of people who have died.',
    body: 'Some records in {product} use language, show images or express views that reflect the attitudes of the time in which they were made and may be considered offensive today. They are kept as they were created so that the record of the past stays whole. Records that may be culturally sensitive are marked and their images can be hidden.',
    action: 'Hide advice',
    action1: 'Show advice',
  },
  partnerWidget: {
    image: '/api/assets/partner-glam-workbench.svg',
    imageAlt: 'Data harvested by the GLAM Workbench',
    image1: '/api/assets/partner-open-source.svg',
    imageAlt1: 'Open-source software, Apache-2.0 licence',
    body: 'The records in this portal are public data about Australian cultural collections, most of it harvested from the Trove API by the GLAM Workbench and shared under CC0.',
    action: 'Visit the GLAM Workbench',
    actionLink: 'https://glam-workbench.net/',
  },
  footerLinks: [
    { title: 'Newspapers & Gazettes', url: '/landing/newspapers' },
    { title: 'Images, Maps & Artefacts', url: '/landing/images' },
    { title: 'People & Organisations', url: '/landing/people' },
    { title: 'Music, Audio & Video', url: '/landing/music' },
    // The community's page (issue 17, ADR 047).
    { title: 'Hall of fame', url: '/landing/community/hallOfFame' },
  ],
  bottomLinks: [
    { title: 'Data sources and credits', url: '/about/credits' },
    { title: 'Accessibility', url: '/about/accessibility' },
    { title: 'National Library of Australia', url: 'https://www.nla.gov.au/' },
    { title: 'Trove', url: 'https://trove.nla.gov.au/' },
    { title: 'GLAM Workbench', url: 'https://glam-workbench.net/' },
  ],
};

export const ENVIRONMENT: StoredEnvironment = {
  searchHelpUrl: 'https://trove.nla.gov.au/help',
  culturalSensitivityFeedbackUrl: 'https://www.nla.gov.au/',
  copiesDirectUrl: DEFAULT_COPIES_DIRECT_URL,
  // Search downloads (ADR 018): the collections whose results are works a CSV row describes well.
  maxAllowedSearchDownloads: 5,
  searchDownloadsDaysToLive: 7,
  bulkDownloadableCollections: ['books', 'newspapers', 'magazines', 'images', 'research', 'diaries', 'music'],
  defaultPageSize: 20,
  achievements: DEFAULT_ACHIEVEMENTS,
};

/** What each explore facet means (GET /collection/exploreinfo). */
export const EXPLORE_INFO: FacetInfo[] = [
  {
    facet: 'format',
    shortname: 'Format',
    longname: 'Format',
    description: 'The kind of material: book, cartoon, sound recording, periodical and so on.',
  },
  {
    facet: 'decade',
    shortname: 'Decade',
    longname: 'Decade of publication',
    description: 'The decade a record was created or published in.',
  },
  {
    facet: 'language',
    shortname: 'Language',
    longname: 'Language',
    description: 'The languages of the material.',
  },
  {
    facet: 'category',
    shortname: 'Category',
    longname: 'Newspaper article category',
    description: 'The kind of newspaper article: article, advertising, family notices, detailed lists.',
  },
  {
    facet: 'occupation',
    shortname: 'Occupation',
    longname: 'Occupation',
    description: 'Occupations of people and kinds of organisations.',
  },
  {
    facet: 'subject',
    shortname: 'Subject',
    longname: 'Subject',
    description: 'What the material is about, in the subject headings of the libraries that describe it.',
  },
  {
    facet: 'place',
    shortname: 'Place',
    longname: 'Place',
    description: 'The places the material shows or is about.',
  },
  {
    facet: 'state',
    shortname: 'State',
    longname: 'State or territory',
    description: 'The Australian state or territory a newspaper was published in.',
  },
  {
    facet: 'title',
    shortname: 'Title',
    longname: 'Newspaper title',
    description: 'The newspaper or gazette an article was published in.',
  },
  {
    facet: 'type',
    shortname: 'Type',
    longname: 'Type of entity',
    description: 'Whether a record describes a person, an organisation or a family.',
  },
  {
    facet: 'austlanguage',
    shortname: 'Australian language',
    longname: 'Aboriginal and Torres Strait Islander language',
    description:
      'The Aboriginal and Torres Strait Islander languages of the material, by AUSTLANG code (AIATSIS).',
  },
];
