// The search page's strings, apart from its island: the page picks them at build (pickStrings) and
// the island and its parts name them only as a type.
export const SEARCH_KEYS = [
  'searchField',
  'searchAbout',
  'searchLoading',
  'searchNone',
  'searchOne',
  'searchMany',
  'searchOffline',
  'searchError',
  'searchMore',
  'searchResults',
] as const;
