import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors';
import { RowNotChangedError } from '../api/access-mutations';

/** 23505: the key (or, for a grant, the same permission and target) exists already. */
export const isDuplicate = (error: unknown): boolean =>
  error instanceof ApiError && error.code === '23505';

/**
 * An access write's refusal as a sentence for the admin, worded for the thing written ("role",
 * "department", "grade", "grant"); `wording` replaces the defaults where they do not fit.
 */
export function accessErrorMessage(
  error: unknown,
  noun: string,
  wording: { duplicate?: string; reference?: string } = {},
): string {
  if (error instanceof RowNotChangedError) {
    return `Nothing changed: this ${noun} no longer exists, or you are no longer an admin. The lists have been reloaded.`;
  }
  // Foreign keys. Every reference to a role, department or grade cascades today (grants, user
  // assignments), so deleting one does not fail this way; a later table that restricts would.
  return describeError(error, {
    duplicate: wording.duplicate ?? `A ${noun} with this key already exists.`,
    reference:
      wording.reference ?? `This ${noun} is still in use elsewhere, so it cannot be deleted.`,
    forbidden: 'Only an admin can change access management.',
  });
}
