import { lazyPrimitive } from './lazy-primitive';

/*
 * Dropdown menus whose Radix half (dropdown-menu-impl.tsx: the menu primitive and its positioning
 * engine, about 25 KB gzipped) loads when a menu is first pointed at or pressed, not with the page
 * (see lazy-primitive.tsx). Same components and props as Radix's. `preloadDropdownMenu()` fetches
 * it ahead (tests call it so menus render synchronously).
 */

const menu = lazyPrimitive(() => import('./dropdown-menu-impl'), 'menu');

export const preloadDropdownMenu = menu.preload;
export const DropdownMenu = menu.root((m) => m.DropdownMenu);
export const DropdownMenuTrigger = menu.trigger((m) => m.DropdownMenuTrigger);
export const DropdownMenuContent = menu.part((m) => m.DropdownMenuContent);
export const DropdownMenuGroup = menu.part((m) => m.DropdownMenuGroup);
export const DropdownMenuItem = menu.part((m) => m.DropdownMenuItem);
export const DropdownMenuLabel = menu.part((m) => m.DropdownMenuLabel);
export const DropdownMenuSeparator = menu.part((m) => m.DropdownMenuSeparator);
