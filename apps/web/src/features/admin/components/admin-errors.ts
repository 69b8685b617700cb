import { ApiError, errorDetail } from '@/lib/api-client';
import { RowNotChangedError } from '../api/access-mutations';

/** The PostgreSQL code the data API passed on (PostgREST shape {code, message, details, hint}). */
export function accessErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return;
  const { body } = error;
  return 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}

/** 23505: the key (or, for a grant, the same permission and target) exists already. */
export const isDuplicate = (error: unknown): boolean => accessErrorCode(error) === '23505';

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
  const code = accessErrorCode(error);
  if (code === '23505') return wording.duplicate ?? `A ${noun} with this key already exists.`;
  // Foreign keys. Every reference to a role, department or grade cascades today (grants, user
  // assignments), so deleting one does not fail this way; a later table that restricts would.
  if (code === '23503') {
    return wording.reference ?? `This ${noun} is still in use elsewhere, so it cannot be deleted.`;
  }
  if (code === '42501' || (error instanceof ApiError && error.status === 403)) {
    return 'Only an admin can change access management.';
  }
  return errorDetail(error);
}
