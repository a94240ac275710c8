/** User-facing texts quoted word for word from the spec. `{product}` is the configured product name. */
export const MESSAGES = {
  criticalFailure: (product: string) => `404 ${product} Not Found`,
  configurationUnreadable: "Refresh to try again. (Couldn't retrieve configuration.)",
  searchPlaceholder: (product: string) => `Search ${product}...`,
  searchPlaceholderCollection: 'Search this collection',
  allCategories: 'All categories',
  advancedSearch: 'Advanced Search',
  spotlightHeading: (product: string) => `${product} Spotlight`,
  seePreviousSpotlights: 'See previous spotlights',
  callToActionTitle: (product: string) => `Join the ${product} community`,
  triviaTitle: 'On this day',
  searchResultsCrumb: 'Search results',
  noResultsHeadline: "Hey now, hey now...don't dream it's over.",
  searchFailed: 'The search failed, details are:',
  /** No answer from the search at all (spec 01 §8)... */
  searchUnexpected: 'An unexpected error occurred while searching',
  /** ...and an answer that failed without saying why: the results component's own default. */
  searchUnexpectedDefault: 'An unexpected error has occurred while searching',
  notAvailableOnline: 'Not available online',
  accessConditionsApply: 'Access conditions apply',
  mightAlsoBeInterested: 'Might also be interested in...',
  workNotFound: 'Work not found',
  versionNotFound: 'Version not found',
  noVersionsMatch: 'No versions match the selected filter criteria',
  resourceNotFound: 'The requested resource could not be found.',
  personDeleted: (name: string) => `The record for ${name} has been deleted.`,
  notValidYear: 'Not a valid year',
  notValidIsbn: 'Not a valid ISBN',
  notValidIssn: 'Not a valid ISSN',
  notValidIsmn: 'Not a valid ISMN',
  fuzzyDate: 'Date must be YYYY, or YYYY-MM, or YYYY-MM-DD',
  notFound: (record: string, id: string) => `A(n) ${record} with ${id} could not be found`,
  deleted: (record: string, id: string) => `The ${record} with id ${id} has been deleted.`,
  noPermission: 'You do not have permission to perform the requested action',
  copyrightUnknown:
    'Copyright status could not be determined due to data in the record being incomplete or inaccurate.',
  bookshopsEmpty: 'We were unable to find this edition in any bookshop we are able to search.',
  /** Spec 02 §8 Bookshop failure, used with `unexpected`. */
  bookshopsAction: 'search for this item in available bookshops',
  /** Not in the spec: the answer when the server sheds load or the API does not answer in time (issue 12). */
  serviceBusy: 'The service is busy right now. Please try again in a few seconds.',
  serviceBusyHeading: 'The service is busy',
  /**
   * Not in the spec: the answer when the search engine cannot be reached (a SolrCloud with a shard
   * down, ADR 055); record pages still open from the store.
   */
  searchUnavailable:
    'Search is unavailable at the moment: the search service cannot be reached. Records and lists still open, and search comes back by itself; please try again in a few minutes.',
  unexpected: (action: string) => `An unexpected error has occurred while attempting to ${action}`,
  /** The generic handler given a context rather than an action (spec 01 §8: 'retrieving contributors'). */
  unexpectedWhile: (context: string) => `An unexpected error has occurred while ${context}`,
} as const;
