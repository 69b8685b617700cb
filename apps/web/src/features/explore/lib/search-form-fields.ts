/**
 * A search form's filled-in fields by name, blanks dropped: what the page's search schema parses
 * into the address, so an emptied field leaves the address instead of standing there empty.
 */
export function filledSearchFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}
