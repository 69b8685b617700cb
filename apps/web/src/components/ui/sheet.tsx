import { lazyPrimitive } from './lazy-primitive';

/*
 * Sheets (a dialog sliding in from an edge) whose Radix half (sheet-impl.tsx) loads when the sheet
 * is first pointed at or opened, not with the page (see lazy-primitive.tsx). Same components and
 * props. `preloadSheet()` fetches it ahead (tests call it so sheets render synchronously).
 */

const sheet = lazyPrimitive(() => import('./sheet-impl'), 'dialog');

export const preloadSheet = sheet.preload;
export const Sheet = sheet.root((m) => m.Sheet);
export const SheetTrigger = sheet.trigger((m) => m.SheetTrigger);
export const SheetClose = sheet.part((m) => m.SheetClose);
export const SheetContent = sheet.part((m) => m.SheetContent);
export const SheetHeader = sheet.part((m) => m.SheetHeader);
export const SheetTitle = sheet.part((m) => m.SheetTitle);
export const SheetDescription = sheet.part((m) => m.SheetDescription);
