import { STATE_TERMS } from '@trove/contracts';
import { optionsOf, sameOptions, type Section } from './field-types.ts';

export const WEBSITE_FILE_TYPES = ['PDF', 'Presentation', 'Spreadsheet', 'Word processing'];

/** The web archive: spec 01 §2.7. */
export function websiteSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'text', param: 'keyword', label: 'Keywords' },
        { type: 'text', param: 'keyword.phrase', label: 'The phrase' },
        { type: 'text', param: 'keyword.not', label: 'Without the words' },
        { type: 'checkbox', param: 'l-relatedTerms', label: 'Include related terms' },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'date.from',
          to: 'date.to',
          label: 'Snapshot date',
          dates: 'fuzzy',
          defaults: true,
        },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        {
          type: 'checkboxes',
          param: 'l-advContentType',
          label: 'File type',
          options: sameOptions(WEBSITE_FILE_TYPES),
        },
        {
          type: 'text',
          param: 'l-advSite',
          label: 'Domain tags',
          hint: 'Separate several tags with commas',
          split: true,
        },
      ],
    },
    {
      id: 'government',
      legend: 'Government websites',
      fields: [
        { type: 'checkbox', param: 'l-auGov', label: 'Limit to the gov.au domain' },
        {
          type: 'select',
          param: 'l-auGovState',
          label: 'gov.au state (optional)',
          options: optionsOf(STATE_TERMS),
        },
      ],
    },
  ];
}
