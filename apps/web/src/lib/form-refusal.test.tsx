import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from '@/components/ui/alert';
import { ApiError } from './api-client';
import { saveOrRefuse } from './form-refusal';

/** The one pattern: a callback's refusal becomes the root error, shown by FormAlert. */
function NoteForm({
  save,
  describe,
}: {
  save: () => Promise<unknown>;
  describe?: (error: unknown) => string;
}) {
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm();
  return (
    <form
      onSubmit={(event) => void handleSubmit(() => saveOrRefuse(setError, save, describe))(event)}
    >
      <FormAlert>{errors.root?.message}</FormAlert>
      <button type="submit">Save</button>
    </form>
  );
}

const duplicate = () =>
  new ApiError('API request failed', 409, {
    code: '23505',
    message: 'duplicate key value violates unique constraint "files_name_key"',
  });

describe('form refusals (saveOrRefuse + FormAlert)', () => {
  it('shows a refusal in the user’s words and clears it on the next submit', async () => {
    const save = vi.fn().mockRejectedValueOnce(duplicate()).mockResolvedValueOnce(undefined);
    render(<NoteForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This already exists.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the feature’s words when given', async () => {
    render(
      <NoteForm save={() => Promise.reject(duplicate())} describe={() => 'That name is taken.'} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken.');
  });

  it('FormAlert describes a mutation’s error, and shows nothing without one', () => {
    const { rerender } = render(<FormAlert error={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert error={duplicate()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This already exists.');
  });
});
