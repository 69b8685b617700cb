import { lockerMessages } from '@athcare/shared/locker.schema';
import { ApiError, errorDetail } from '@/lib/api-client';

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  details?: unknown;
  hint?: unknown;
}

function bodyOf(error: unknown): ErrorBody {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    return error.body;
  }
  return {};
}

/** The machine reason the locker routes put in `details` ('name_taken', 'expired', …). */
export function lockerErrorReason(error: unknown): string | null {
  const { details } = bodyOf(error);
  return typeof details === 'string' ? details : null;
}

/**
 * A locker refusal as a sentence for the member. The locker routes already answer with readable
 * messages (packages/shared lockerMessages); the data API answers with database codes, which are
 * mapped here. A hint (attempts left, how to make room) is appended.
 */
export function lockerErrorMessage(error: unknown, what: 'file' | 'folder' = 'file'): string {
  const body = bodyOf(error);
  const status = error instanceof ApiError ? error.status : 0;
  const code = typeof body.code === 'string' ? body.code : '';
  const hint = typeof body.hint === 'string' && body.hint ? ` ${body.hint}` : '';
  if (code === '23505' || code === '23P01') {
    return what === 'folder'
      ? 'A folder with this name already exists here.'
      : 'A file with this name already exists in that folder.';
  }
  if (code === '23514') return 'That name is not allowed.';
  if (code === '42501' || status === 403) {
    return typeof body.message === 'string' && code.startsWith('PT')
      ? body.message
      : 'You are not allowed to do that.';
  }
  if (status === 402 || code === 'PT402') return lockerMessages.subscriptionRequired;
  if (status === 0 && !(error instanceof ApiError) && error instanceof TypeError) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  return `${errorDetail(error)}${hint}`;
}
