import { WORD_COUNT_BUCKETS, YES_NO_TERMS } from '@trove/contracts';
import { optionsOf, sameOptions, type Section } from './field-types.ts';

/** Trove's newspaper article categories and illustration types, until the server offers facets. */
export const ARTICLE_CATEGORIES = [
  'Article',
  'Advertising',
  'Detailed lists, results, guides',
  'Family Notices',
  'Literature',
];
export const ILLUSTRATION_TYPES = ['Illustration', 'Photo', 'Cartoon', 'Map', 'Graph'];

/** Newspapers and gazettes: spec 01 §2.7 (the QA-only batch field comes with accounts). */
export function newspaperSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'text', param: 'keyword', label: 'All of these words' },
        { type: 'text', param: 'keyword.any', label: 'Any of these words' },
        { type: 'text', param: 'keyword.phrase', label: 'The phrase' },
        { type: 'text', param: 'keyword.not', label: 'Without these words' },
      ],
    },
    { id: 'titles', legend: 'Titles and places', fields: [{ type: 'titles' }] },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'date.from',
          to: 'date.to',
          label: 'Date range',
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
          param: 'l-category',
          label: 'Category',
          options: sameOptions(ARTICLE_CATEGORIES),
          facet: 'category',
        },
        {
          type: 'select',
          param: 'l-illustrated',
          label: 'Illustrated',
          options: optionsOf(YES_NO_TERMS),
        },
        {
          type: 'checkboxes',
          param: 'l-illustration_type',
          label: 'Illustration type',
          options: sameOptions(ILLUSTRATION_TYPES),
          facet: 'illustrationType',
        },
        {
          type: 'checkboxes',
          param: 'l-word_count',
          label: 'Word count',
          options: WORD_COUNT_BUCKETS.map((b) => ({ value: b.term, label: b.displayTerm })),
        },
      ],
    },
  ];
}
