import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormSection, FormSectionWide } from './form-section';

describe('FormSection', () => {
  it('is a named form with its heading, fields, refusal, result and submit button', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
      return Promise.resolve();
    });
    render(
      <FormSection
        label="Add a thing"
        title="Add a thing · today"
        onSubmit={onSubmit}
        error="Not added."
        status="Added once."
        submitLabel="Add thing"
        pendingLabel="Adding…"
        pending={false}
      >
        <label>
          Name <input />
        </label>
        <FormSectionWide>
          <p>Wide</p>
        </FormSectionWide>
      </FormSection>,
    );
    const form = screen.getByRole('form', { name: 'Add a thing' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('heading', { name: 'Add a thing · today' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Not added.');
    expect(screen.getByRole('status')).toHaveTextContent('Added once.');
    expect(screen.getByText('Wide').parentElement).toHaveClass('sm:col-span-2');
    await userEvent.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label on a disabled button, and no heading, alert or status unless given', () => {
    render(
      <FormSection
        label="Grant"
        onSubmit={() => Promise.resolve()}
        submitLabel="Grant plan"
        pendingLabel="Granting…"
        pending
        submitVariant="outline"
      >
        <span>field</span>
      </FormSection>,
    );
    expect(screen.getByRole('button', { name: 'Granting…' })).toBeDisabled();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
