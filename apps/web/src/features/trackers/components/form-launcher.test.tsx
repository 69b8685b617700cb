import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormLauncher, lazyForm } from './form-launcher';

function NoteForm() {
  return (
    <form aria-label="Add a note">
      <label htmlFor="note">Note</label>
      <input id="note" />
    </form>
  );
}

describe('FormLauncher', () => {
  it('loads the form on the first open, fetched ahead on focus, and keeps what was typed when closed', async () => {
    const load = vi.fn(() => Promise.resolve(NoteForm));
    const noteForm = lazyForm(load);
    render(
      <FormLauncher label="Add a note" preload={noteForm.preload}>
        <noteForm.Form />
      </FormLauncher>,
    );
    const user = userEvent.setup();
    const launcher = screen.getByRole('button', { name: 'Add a note' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).toBeNull();
    expect(load).not.toHaveBeenCalled();

    await user.tab();
    expect(launcher).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('form', { name: 'Add a note' });
    expect(launcher.getAttribute('aria-controls')).toBe(form.parentElement!.id);
    await user.type(screen.getByLabelText('Note'), 'Knee felt fine');

    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(launcher);
    expect(screen.getByLabelText('Note')).toHaveValue('Knee felt fine');
  });

  it('starts open where editing is the page’s purpose', async () => {
    const noteForm = lazyForm(() => Promise.resolve(NoteForm));
    render(
      <FormLauncher label="Add a note" preload={noteForm.preload} defaultOpen>
        <noteForm.Form />
      </FormLauncher>,
    );
    expect(await screen.findByRole('form', { name: 'Add a note' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a note' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
