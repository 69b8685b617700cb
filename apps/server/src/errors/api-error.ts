import { DatabaseUnavailableError, pgErrorFields } from '../db/database.ts';

/** The JSON body every data-API error has, as PostgREST sends it. */
export interface ApiErrorBody {
  code: string;
  message: string;
  /** Text, or (PGRST201) the list of candidate relationships. */
  details: string | null | readonly Record<string, string>[];
  hint: string | null;
}

/**
 * The one error type of the server (the data API and every endpoint beside it): a PostgREST code,
 * an HTTP status and optional headers. The app's error handler (http/error-handler.ts) sends it.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Record<string, string>;
  /** Details that are JSON rather than text (PGRST201's candidates); `details` then holds their text. */
  detailsJson: readonly Record<string, string>[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
    this.detailsJson = undefined;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      details: this.detailsJson ?? this.details,
      hint: this.hint,
    };
  }
}

// Constructors for the PostgREST codes this server emits, so call sites read as intent.

export const parseError = (message: string, details: string | null = null): ApiError =>
  new ApiError(400, 'PGRST100', message, details);

export const invalidBody = (message: string): ApiError => new ApiError(400, 'PGRST102', message);

export const rangeNotSatisfiable = (details: string): ApiError =>
  new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details, null);

/** PostgREST's three PGRST103 cases. */
export const negativeLimit = (): ApiError =>
  rangeNotSatisfiable('Limit should be greater than or equal to zero.');
export const lowerAboveUpper = (): ApiError =>
  rangeNotSatisfiable(
    'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
  );
export const offsetOutOfBounds = (offset: number, total: number): ApiError =>
  rangeNotSatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`);

export const invalidProfile = (schema: string, exposed: readonly string[]): ApiError =>
  new ApiError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );

/** `/api/a/b/c`: PGRST125. */
export const invalidPath = (): ApiError =>
  new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');

/** A method /rpc does not take (PUT, PATCH, DELETE): 405 PGRST101. */
export const invalidRpcMethod = (method: string): ApiError =>
  new ApiError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);

/** Prefer: handling=strict with a preference the server does not know (PGRST122). */
export const invalidPreferences = (prefs: readonly string[]): ApiError =>
  new ApiError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.join(', ')}`,
  );

/** Prefer: max-affected=N with handling=strict, exceeded (PGRST124). */
export const maxAffectedViolation = (rows: number): ApiError =>
  new ApiError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  );

/** max-affected with handling=strict on a function that does not return a set (PGRST128). */
export const maxAffectedRpcViolation = (): ApiError =>
  new ApiError(
    400,
    'PGRST128',
    'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
  );

/** An ordering by an embedded resource that is not to-one (PGRST118). */
export const relatedOrderNotToOne = (origin: string, target: string): ApiError =>
  new ApiError(
    400,
    'PGRST118',
    `A related order on '${target}' is not possible`,
    `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
  );

export const notAcceptable = (accept: string): ApiError =>
  new ApiError(406, 'PGRST107', 'None of these media types are available: ' + accept);

export const singularityError = (rows: number): ApiError =>
  new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const noRelationship = (
  parent: string,
  child: string,
  schema: string,
  hint?: string,
): ApiError =>
  new ApiError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}'${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema '${schema}', but no matches were found.`,
    null,
  );

/** One candidate of an ambiguous embedding, as PostgREST lists it in PGRST201's details. */
export interface RelationshipCandidate {
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';
  embedding: string;
  relationship: string;
  /** What goes after `!` to choose it: the constraint, or the junction table. */
  hint: string;
  /** The table embedded. */
  target: string;
}

/**
 * PGRST201: details are the candidates (cardinality, embedding, relationship) and the hint names
 * `child!choice` for each. The older form (details as text) is kept for callers that have it.
 */
export const ambiguousRelationship = (
  parent: string,
  child: string,
  details: string | readonly RelationshipCandidate[],
): ApiError => {
  const list = typeof details === 'string' ? undefined : details;
  const error = new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    list ? JSON.stringify(list.map(compressCandidate)) : (details as string),
    list
      ? `Try changing '${child}' to one of the following: ${list.map((c) => `'${c.target}!${c.hint}'`).join(', ')}. Find the desired relationship in the 'details' key.`
      : `Try changing '${child}' to one of the foreign key names listed in the details, e.g. '${child}!<fk name>'.`,
  );
  if (list) error.detailsJson = list.map(compressCandidate);
  return error;
};

function compressCandidate(c: RelationshipCandidate): Record<string, string> {
  return { cardinality: c.cardinality, embedding: c.embedding, relationship: c.relationship };
}

/**
 * PGRST202 in PostgREST's words. `args` are the argument names given (sorted, as PostgREST
 * lists them); `jsonBody` is a POST with a JSON body (a single unnamed json parameter would
 * also have matched); `overload` is the parameter list of a function of that name, for the hint.
 */
export const noFunction = (
  schema: string,
  name: string,
  args: readonly string[],
  jsonBody = false,
  overload?: readonly string[],
): ApiError => {
  const fn = `${schema}.${name}`;
  const sorted = [...args].sort();
  const list = sorted.join(', ');
  const withParams =
    sorted.length === 0
      ? ' without parameters'
      : ` with parameter${sorted.length > 1 ? 's' : ''} ${list}`;
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${sorted.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
    `Searched for the function ${fn}${withParams}${jsonBody ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    overload
      ? `Perhaps you meant to call the function ${fn}(${[...overload].sort().join(', ')})`
      : null,
  );
};

export const noColumn = (column: string, table: string): ApiError =>
  new ApiError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );

export const noTable = (schema: string, table: string): ApiError =>
  new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
  );

/** PostgREST's WWW-Authenticate for a refused token: `error_description` quotes the message. */
function invalidTokenHeader(message: string): Record<string, string> {
  return {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  };
}

/** A token that could not be decoded (PGRST301) or whose claims were refused (PGRST303). */
export const invalidToken = (
  message: string,
  code: 'PGRST301' | 'PGRST303' = 'PGRST301',
  details: string | null = null,
): ApiError => new ApiError(401, code, message, details, null, invalidTokenHeader(message));

/** No token and no anonymous role (DB_ANON_ROLE empty): PGRST302. */
export const tokenRequired = (): ApiError =>
  new ApiError(401, 'PGRST302', 'Anonymous access is disabled', null, null, {
    'www-authenticate': 'Bearer',
  });

/**
 * A refusal of an endpoint outside the data API, in the code style of a custom SQL error
 * (`PT<status>`, as `raise sqlstate 'PT404'` gives through the data API). `reason` goes to
 * `details`: a stable machine word ('expired', 'not_found', …) the client may branch on.
 */
export const httpError = (
  status: number,
  message: string,
  reason: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): ApiError => new ApiError(status, `PT${status}`, message, reason, hint, headers);

/** No such route or resource under /api. */
export const notFound = (): ApiError => new ApiError(404, 'PGRST404', 'Not found');

export const methodNotAllowed = (message: string): ApiError =>
  new ApiError(405, 'PGRST101', message);

/**
 * HTTP status of a PostgreSQL error, following PostgREST's table (the class decides, a few codes
 * override). One deliberate difference: a statement timeout (57014) is 504, not 500.
 */
export function pgErrorStatus(code: string, authenticated: boolean, message = ''): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) {
    const status = Number(custom[1]);
    return status >= 100 && status <= 599 ? status : 500;
  }
  switch (code) {
    case '42501':
      return authenticated ? 403 : 401;
    case '23503':
    case '23505':
      return 409;
    case '23P01':
      return 409;
    case '25006':
      return 405;
    case '21000':
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      // A role named by the JWT that the database does not know (PostgREST: 401).
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '42883':
      return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case '57014':
      return 504;
    case 'P0001':
      return 400;
  }
  switch (code.slice(0, 2)) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
  }
  return 400;
}

/**
 * Any error thrown while serving a data-API request, as an ApiError. Database errors keep
 * PostgreSQL's own message, detail and hint (as PostgREST does); everything else becomes a
 * generic 500 so no stack trace or internal detail reaches the client.
 */
export function toApiError(error: unknown, authenticated: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseUnavailableError) {
    return new ApiError(503, 'PGRST000', 'Could not connect with the database', null, null, {
      'retry-after': '5',
    });
  }
  const pg = pgErrorFields(error);
  if (pg) {
    const status = pgErrorStatus(pg.code, authenticated, pg.message);
    const headers: Record<string, string> =
      status === 401
        ? { 'www-authenticate': 'Bearer' }
        : status === 503
          ? { 'retry-after': '5' }
          : {};
    return new ApiError(status, pg.code, pg.message, pg.detail ?? null, pg.hint ?? null, headers);
  }
  return new ApiError(500, 'PGRSTX00', 'Internal server error');
}
