/**
 * Where focus should go back to when a dialog closes: the element focused when it opened, or, when
 * that was an item of an open menu, the button that opened the menu (the item is gone by then).
 * The locker's dialogs open from buttons and menus without a Radix Dialog.Trigger, so Radix alone
 * would leave focus on the page body.
 */
export function rememberFocus(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return active;
}

/** Puts focus back (or, if that element has gone, on the page's main region). */
export function restoreFocus(target: HTMLElement | null): void {
  if (target?.isConnected) {
    target.focus();
    return;
  }
  document.getElementById('main-content')?.focus();
}
