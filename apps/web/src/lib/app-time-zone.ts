/**
 * The time zone the member chose in their settings (the settings store sets it), read by
 * lib/format.ts as its default zone. Kept apart from format.ts so the store, loaded with every
 * page, does not bring the formatters with it.
 */
let chosen: string | undefined;

/** The chosen zone as stored (format.ts canonicalises it), or undefined: the browser's. */
export const chosenTimeZone = (): string | undefined => chosen;

/** Sets the member's chosen zone; undefined or empty: the browser's. */
export function setAppTimeZone(timeZone: string | undefined): void {
  chosen = timeZone || undefined;
}
