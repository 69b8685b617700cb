import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError } from './errors';

const apiError = (status: number, body: unknown) =>
  new ApiError('API request failed', status, body);

describe('describeError', () => {
  it('puts database codes in the user’s words, or the caller’s', () => {
    const duplicate = apiError(409, {
      code: '23505',
      message: 'duplicate key value violates unique constraint "roles_key_key"',
    });
    expect(describeError(duplicate)).toBe('This already exists.');
    expect(describeError(duplicate, { duplicate: 'A role with this key already exists.' })).toBe(
      'A role with this key already exists.',
    );
    expect(
      describeError(
        apiError(409, {
          code: '23503',
          message: 'update or delete on table "roles" violates foreign key constraint "x"',
        }),
      ),
    ).toBe('This is still in use elsewhere, so it cannot be removed.');
    expect(
      describeError(
        apiError(400, {
          code: '23514',
          message: 'new row for relation "files" violates check constraint "files_name_check"',
        }),
      ),
    ).toBe('That value is not allowed.');
    expect(
      describeError(apiError(403, { code: '42501', message: 'permission denied for table files' })),
    ).toBe('You are not allowed to do that.');
    expect(
      describeError(apiError(403, { code: '42501', message: 'Sign in to book an appointment.' })),
    ).toBe('Sign in to book an appointment.');
  });

  it('shows the app’s own messages as they are, with their hint', () => {
    expect(
      describeError(
        apiError(401, { code: 'PT401', message: 'Wrong password.', hint: '2 attempts left.' }),
      ),
    ).toBe('Wrong password. 2 attempts left.');
    expect(
      describeError(apiError(403, { code: 'PT403', message: 'This link is view-only.' })),
    ).toBe('This link is view-only.');
    expect(describeError(apiError(502, 'Bad gateway'))).toBe('Bad gateway');
  });

  it('says the server could not be reached on a network failure', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(describeError(new Error('boom'))).toBe('boom');
  });
});
