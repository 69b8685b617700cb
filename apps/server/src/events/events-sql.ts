import { sqlFunction } from '../http/sql-function.ts';
import type { StreamOwner } from '../http/live-events.ts';

/** Files a 30-second ticket (its SHA-256) for the caller's session; returns when it expires. */
export const issueEventTicket = sqlFunction<string>('auth', 'issue_event_ticket', {
  token_hash: 'text',
});

/** Uses a ticket once: its user and session when it was valid and the session is alive. */
export const redeemEventTicket = sqlFunction<StreamOwner>('auth', 'redeem_event_ticket', {
  token_hash: 'text',
});
