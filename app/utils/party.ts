// A module of its own, importing nothing: the booking page's first load takes it without the price code.
/** The most adults, children or infants one booking takes (each). */
export const MAX_PEOPLE = 10;
