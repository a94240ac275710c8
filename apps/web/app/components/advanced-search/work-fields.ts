import { AVAILABILITY_TERMS, type SearchHandler } from '@trove/contracts';
import { optionsOf, type Section } from './field-types.ts';

/** Books and the other work collections (magazines, images, research, diaries, music): spec 01 §2.7. */
export function workSections(handler: SearchHandler): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'textRow', field: 'keyword', label: 'Keyword' },
        { type: 'textRow', field: 'title', label: 'Title' },
        { type: 'textRow', field: 'creator', label: 'Creator' },
        { type: 'textRow', field: 'subject', label: 'Subject' },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        { type: 'checkbox', param: 'l-australian', label: 'Australian content' },
        { type: 'checkbox', param: 'l-australianelectronic', label: 'Australian electronic publications' },
        { type: 'text', param: 'isbn', label: 'ISBN' },
        { type: 'text', param: 'issn', label: 'ISSN' },
        ...(handler === 'MUSIC' ? [{ type: 'text', param: 'ismn', label: 'ISMN' } as const] : []),
        { type: 'text', param: 'publictag', label: 'Public tag' },
        { type: 'select', param: 'l-format', label: 'Format', options: [], facet: 'format' },
        { type: 'select', param: 'l-place', label: 'Place', options: [], facet: 'place' },
        {
          type: 'select',
          param: 'l-access',
          label: 'Access',
          options: optionsOf(AVAILABILITY_TERMS),
          facet: 'availability',
        },
        { type: 'select', param: 'l-language', label: 'Language', options: [], facet: 'language' },
        {
          type: 'select',
          param: 'l-austlang',
          label: 'Australian language (Austlang)',
          options: [],
          facet: 'austlanguage',
        },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        { type: 'range', from: 'year.from', to: 'year.to', label: 'Year', dates: 'year', defaults: true },
      ],
    },
    { id: 'organisations', legend: 'Organisations', fields: [{ type: 'organisations' }] },
  ];
}
