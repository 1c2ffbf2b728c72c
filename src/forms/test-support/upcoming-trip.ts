/**
 * A year that is always ahead, for test trips: the enquiry refuses dates in the past, so a fixed
 * year would make the tests fail once it has gone by.
 */
export const NEXT_YEAR = new Date().getFullYear() + 1;
