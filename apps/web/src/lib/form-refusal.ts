import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { describeError } from './errors';

/**
 * Runs a react-hook-form form's save; a refusal becomes the form's root error in the user's words
 * (`describe`, describeError by default), which the form shows with
 * `<FormAlert>{errors.root?.message}</FormAlert>`. react-hook-form clears it on the next submit.
 */
export async function saveOrRefuse<T extends FieldValues>(
  setError: UseFormSetError<T>,
  save: () => Promise<unknown>,
  describe: (error: unknown) => string = describeError,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    setError('root', { message: describe(error) });
  }
}
