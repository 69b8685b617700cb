import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidebarMenuButton, SidebarProvider, useSidebar } from './sidebar';

function Probe() {
  const { state } = useSidebar();
  return (
    <>
      <p>state: {state}</p>
      <label>
        Note
        <input type="text" />
      </label>
      <label>
        Details
        <textarea />
      </label>
      <label>
        Agree
        <input type="checkbox" />
      </label>
    </>
  );
}

describe('the sidebar shortcut (§2 Ctrl or Meta plus b)', () => {
  it('toggles the sidebar from the page, but not while typing in a text field', async () => {
    const user = userEvent.setup();
    render(
      <SidebarProvider defaultOpen>
        <Probe />
      </SidebarProvider>,
    );
    expect(screen.getByText('state: expanded')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Note'));
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('state: expanded')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Details'));
    await user.keyboard('{Meta>}b{/Meta}');
    expect(screen.getByText('state: expanded')).toBeInTheDocument();

    // A checkbox takes no typed text: the shortcut works there.
    await user.click(screen.getByLabelText('Agree'));
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('state: collapsed')).toBeInTheDocument();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByText('state: expanded')).toBeInTheDocument();
  });
});

describe('the icon-mode tooltips (§9)', () => {
  it('opens the label of a button hovered before the tooltip had loaded', async () => {
    const user = userEvent.setup();
    render(
      <SidebarProvider defaultOpen={false}>
        <SidebarMenuButton tooltip="Store">S</SidebarMenuButton>
      </SidebarProvider>,
    );
    // At once, before the lazily loaded tooltip has replaced the plain button.
    await user.hover(screen.getByRole('button', { name: 'S' }));
    expect(await screen.findByRole('tooltip', { name: 'Store' })).toBeInTheDocument();
  });
});
