import { ENTITY_TYPE_TERMS } from '@trove/contracts';
import { optionsOf, type Section } from './field-types.ts';

/** People and organisations: spec 01 §2.7. */
export function peopleSections(): Section[] {
  return [
    {
      id: 'search-for',
      legend: 'Search for',
      fields: [
        { type: 'textRow', field: 'keyword', label: 'Keyword' },
        { type: 'textRow', field: 'name', label: 'Name' },
        { type: 'textRow', field: 'organisationname', label: 'Organisation name' },
      ],
    },
    {
      id: 'limits',
      legend: 'Limit your search',
      fields: [
        { type: 'text', param: 'publictag', label: 'Public tag' },
        { type: 'checkboxes', param: 'l-type', label: 'Type', options: optionsOf(ENTITY_TYPE_TERMS) },
        { type: 'select', param: 'l-occupation', label: 'Occupation', options: [], facet: 'occupation' },
      ],
    },
    {
      id: 'dates',
      legend: 'Dates',
      fields: [
        {
          type: 'range',
          from: 'existencedate.from',
          to: 'existencedate.to',
          label: 'Exists from',
          dates: 'fuzzy',
        },
        { type: 'text', param: 'l-birth', label: 'Birth', hint: 'A year, or a range such as 1850-1860' },
        { type: 'text', param: 'l-death', label: 'Death', hint: 'A year, or a range such as 1900-1910' },
      ],
    },
    { id: 'organisations', legend: 'Organisations', fields: [{ type: 'organisations' }] },
  ];
}
