import { badUserInput } from '../errors.js';

/** The most items one page of a catalogue list may ask for (the legacy search's own limit). */
export const MOST_PER_PAGE = 100;

/** Refuses a page below 1 or a page size outside 1 to 100 as bad input; null means the default. */
export function checkPaging(page?: number | null, perPage?: number | null): void {
  if (page != null && page < 1) throw badUserInput('page must be 1 or more', 'page');
  if (perPage != null && (perPage < 1 || perPage > MOST_PER_PAGE)) {
    throw badUserInput(`perPage must be from 1 to ${MOST_PER_PAGE}`, 'perPage');
  }
}
