import { DatabaseUnavailableError, pgErrorFields } from '../db/database.ts';

/** The JSON body every data-API error has, as PostgREST sends it. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: string | null;
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
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

// Constructors for the PostgREST codes this server emits, so call sites read as intent.

export const parseError = (message: string, details: string | null = null): ApiError =>
  new ApiError(400, 'PGRST100', message, details);

export const invalidBody = (message: string): ApiError => new ApiError(400, 'PGRST102', message);

export const rangeNotSatisfiable = (details: string): ApiError =>
  new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details, null);

export const invalidProfile = (schema: string, exposed: readonly string[]): ApiError =>
  new ApiError(
    406,
    'PGRST106',
    'The schema must be one of the following: ' + exposed.join(', '),
    null,
    null,
  );

export const notAcceptable = (accept: string): ApiError =>
  new ApiError(406, 'PGRST107', 'None of these media types are available: ' + accept);

export const singularityError = (rows: number): ApiError =>
  new ApiError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );

export const noRelationship = (parent: string, child: string, schema: string): ApiError =>
  new ApiError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema '${schema}', but no matches were found.`,
    null,
  );

export const ambiguousRelationship = (parent: string, child: string, details: string): ApiError =>
  new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    details,
    `Try changing '${child}' to one of the foreign key names listed in the details, e.g. '${child}!<fk name>'.`,
  );

export const noFunction = (schema: string, name: string, args: readonly string[]): ApiError =>
  new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}(${args.join(', ')}) in the schema cache`,
    `Searched for the function ${schema}.${name} with parameters ${args.length ? args.join(', ') : 'without parameters'}, but no matches were found in the schema cache.`,
    null,
  );

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

export const invalidToken = (message: string): ApiError =>
  new ApiError(401, 'PGRST301', message, null, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message.replace(/["\\]/g, '')}"`,
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

/** HTTP status of a PostgreSQL error, following PostgREST's table (the class decides, a few codes override). */
export function pgErrorStatus(code: string, authenticated: boolean): number {
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom) {
    const status = Number(custom[1]);
    if (status >= 100 && status <= 599) return status;
  }
  switch (code) {
    case '42501':
      return authenticated ? 403 : 401;
    case '23503':
    case '23505':
    case '23P01':
      return 409;
    case '25006':
      return 405;
    case '42883':
    case '42P01':
      return 404;
    case '57014':
      return 504;
    case 'P0001':
      return 400;
  }
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '22' || cls === '23' || cls === '42') return 400;
  return 500;
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
    const status = pgErrorStatus(pg.code, authenticated);
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
