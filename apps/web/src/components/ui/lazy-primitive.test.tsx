import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type * as MenuImpl from './dropdown-menu-impl';
import { lazyPrimitive } from './lazy-primitive';

type MenuModule = typeof MenuImpl;

/** A menu whose code arrives when the test says. */
function lazyMenu() {
  let arrive!: (module: MenuModule) => void;
  const code = new Promise<MenuModule>((resolve) => (arrive = resolve));
  const menu = lazyPrimitive(() => code, 'menu');
  const Menu = menu.root((m) => m.DropdownMenu);
  const Trigger = menu.trigger((m) => m.DropdownMenuTrigger);
  const Content = menu.part((m) => m.DropdownMenuContent);
  const Item = menu.part((m) => m.DropdownMenuItem);
  render(
    <Menu>
      <Trigger>Actions</Trigger>
      <Content>
        <Item>Move to trash</Item>
      </Content>
    </Menu>,
  );
  return async () => arrive(await import('./dropdown-menu-impl'));
}

/** A pointer coming onto the plain trigger and pressing it, as a mouse or a finger does. */
function press(init: { button: number; ctrlKey?: boolean }) {
  const trigger = screen.getByRole('button', { name: 'Actions' });
  fireEvent.pointerEnter(trigger);
  fireEvent.pointerDown(trigger, init);
}

describe('a lazily loaded menu', () => {
  it('opens once its code arrives after a click on the plain trigger', async () => {
    const codeArrives = lazyMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await codeArrives();
    expect(await screen.findByRole('menuitem', { name: 'Move to trash' })).toBeVisible();
  });

  it('opens when its code arrives between the press and the click', async () => {
    const codeArrives = lazyMenu();
    press({ button: 0 });
    // No click follows here: once the code is in, the click lands on Radix's trigger, which opens
    // on the press only, so the press must have asked for the menu.
    await codeArrives();
    expect(await screen.findByRole('menuitem', { name: 'Move to trash' })).toBeVisible();
  });

  it('stays shut when the press was not a plain left one', async () => {
    const codeArrives = lazyMenu();
    press({ button: 0, ctrlKey: true });
    await codeArrives();
    // Radix's trigger (it has an id) is in place, and the menu is not open.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('id'),
    );
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
