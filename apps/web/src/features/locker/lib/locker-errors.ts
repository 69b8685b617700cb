import { lockerMessages } from '@athcare/shared/locker-rows.schema';
import { ApiError } from '@/lib/api-client';
import { describeError } from '@/lib/errors';

/** The machine reason the locker routes put in `details` ('name_taken', 'expired', …). */
export const lockerErrorReason = (error: unknown): string | null =>
  error instanceof ApiError ? error.details : null;

/**
 * A locker refusal as a sentence for the member: describeError in the locker's words (a name
 * taken in a folder, a name not allowed), and the plan the locker needs.
 */
export function lockerErrorMessage(error: unknown, what: 'file' | 'folder' = 'file'): string {
  if (error instanceof ApiError && (error.status === 402 || error.code === 'PT402')) {
    return lockerMessages.subscriptionRequired;
  }
  return describeError(error, {
    duplicate:
      what === 'folder'
        ? 'A folder with this name already exists here.'
        : 'A file with this name already exists in that folder.',
    invalid: 'That name is not allowed.',
  });
}

/** Why a link cannot be used, in plain words (404 unknown; 410 expired, revoked, used up, gone). */
export function unusableLinkMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return lockerMessages.linkNotFound;
  switch (lockerErrorReason(error)) {
    case 'expired':
      return lockerMessages.linkExpired;
    case 'revoked':
      return lockerMessages.linkRevoked;
    case 'download_limit_reached':
      return lockerMessages.downloadLimitReached;
    case 'file_gone':
      return 'The shared file is no longer available.';
    default:
      return lockerErrorMessage(error);
  }
}
