/**
 * Orders two instants as the server writes them (ISO 8601, with or without fractional seconds, any
 * offset): earlier first, for `sort`. Not `localeCompare`: its first use on a page builds the
 * browser's collator, 40–50 ms of a 4× slower phone's main thread, to order what are numbers.
 */
export const compareInstants = (a: string, b: string): number => Date.parse(a) - Date.parse(b);
