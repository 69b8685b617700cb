import { ApiError } from './api-client';

/** Words for the refusals a caller can name better than the defaults ("A role with this key…"). */
export interface ErrorWords {
  /** 23505 unique or 23P01 exclusion violation: the thing exists already. */
  duplicate?: string;
  /** 23503 foreign key violation: still referenced elsewhere. */
  reference?: string;
  /** 23514 check violation: a value the database does not accept. */
  invalid?: string;
  /** 42501 or 403: the caller may not do this. */
  forbidden?: string;
}

const OFFLINE = 'Could not reach the server. Check your connection and try again.';

/**
 * PostgreSQL's own wording of a refusal (it names a constraint, a policy or a table), as opposed
 * to the sentences the SQL functions raise for people with the same codes.
 */
const MACHINE_WORDING =
  /violates .*(constraint|policy)|^permission denied for (table|schema|function|sequence|view|relation|column|database) /;

const DEFAULT_WORDS: Record<keyof ErrorWords, string> = {
  duplicate: 'This already exists.',
  reference: 'This is still in use elsewhere, so it cannot be removed.',
  invalid: 'That value is not allowed.',
  forbidden: 'You are not allowed to do that.',
};

function refusalKind({ code, status }: ApiError): keyof ErrorWords | null {
  if (code === '23505' || code === '23P01') return 'duplicate';
  if (code === '23503') return 'reference';
  if (code === '23514') return 'invalid';
  if (code === '42501' || status === 403) return 'forbidden';
  return null;
}

/**
 * Any error as a sentence for the user: the app's one way to word a failure. The server's own
 * sentences (the app's endpoints, the spec's texts the SQL functions raise) are shown as they are,
 * with their hint; PostgreSQL's and PostgREST's machine wording is put in words — the caller's
 * (`words`, which win for their kind of refusal) or the defaults.
 */
export function describeError(error: unknown, words: ErrorWords = {}): string {
  if (error instanceof ApiError) {
    const kind = refusalKind(error);
    const said = error.serverMessage;
    if (kind && words[kind]) return words[kind];
    if (kind && (!said || MACHINE_WORDING.test(said))) return DEFAULT_WORDS[kind];
    const hint = error.code?.startsWith('PT') && error.hint ? ` ${error.hint}` : '';
    return `${said ?? error.message}${hint}`;
  }
  if (error instanceof TypeError) return OFFLINE;
  return error instanceof Error ? error.message : String(error);
}
