import type { Bookshop } from '@trove/contracts';

/**
 * The bookshop directory as first seeded (ADR 011). Each address is a search at the shop, never a
 * claim that it has the edition in stock; operators verify, change, add or remove shops in the
 * stored configuration (config_entry 'content.bookshops'). `{isbn}` takes the edition's ISBN,
 * `{title}` and `{creator}` its title and first creator when it has none.
 */
export const BOOKSHOPS: Bookshop[] = [
  {
    id: 'nla-bookshop',
    name: 'National Library of Australia Bookshop',
    location: 'nla',
    nla: true,
    searchUrl: 'https://bookshop.nla.gov.au/search?q={isbn}',
    keywordSearchUrl: null,
  },
  {
    id: 'booktopia',
    name: 'Booktopia',
    location: 'australian',
    nla: false,
    searchUrl: 'https://www.booktopia.com.au/search?keywords={isbn}',
    keywordSearchUrl: 'https://www.booktopia.com.au/search?keywords={title}%20{creator}',
  },
  {
    id: 'readings',
    name: 'Readings',
    location: 'australian',
    nla: false,
    searchUrl: 'https://www.readings.com.au/search?q={isbn}',
    keywordSearchUrl: null,
  },
  {
    id: 'abebooks',
    name: 'AbeBooks',
    location: 'international',
    nla: false,
    searchUrl: 'https://www.abebooks.com/servlet/SearchResults?isbn={isbn}',
    keywordSearchUrl: 'https://www.abebooks.com/servlet/SearchResults?tn={title}&an={creator}',
  },
  {
    id: 'better-world-books',
    name: 'Better World Books',
    location: 'international',
    nla: false,
    searchUrl: 'https://www.betterworldbooks.com/search/results?q={isbn}',
    keywordSearchUrl: 'https://www.betterworldbooks.com/search/results?q={title}%20{creator}',
  },
];
