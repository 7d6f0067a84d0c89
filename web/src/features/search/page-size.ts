/** Offers per page of search results (the search route's loader asks for the first page). */
export const SEARCH_PAGE_SIZE = 20;
