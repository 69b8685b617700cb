import type { ApiRequest, LogicTree, SelectItem } from '../api-request/types.ts';
import { ApiError } from '../errors/api-error.ts';

/**
 * What one data-API request may cost, each limit configurable (README, configuration). A request
 * over a limit is refused before it reaches the database, with PostgREST's error body; the rows
 * across embeddings are counted by the database as it builds them (embeddedRowCheckSql), and the
 * response's size after.
 */
export interface CostLimits {
  /** Items in `select`, embedded ones included (`*` is one). */
  maxSelectItems: number;
  /** Embedding levels below the requested resource. */
  maxEmbedDepth: number;
  /** Embedded resources in one request (fan-out across all levels). */
  maxEmbeds: number;
  /** Filter conditions (inside or/and too) and order terms, across all levels. */
  maxConditions: number;
  /** Rows built for embedded resources, across all of them. */
  maxEmbeddedRows: number;
  /** Bytes of the response body. */
  maxResponseBytes: number;
}

/** Code of every request-cost refusal; the message says which limit. */
export const costLimitCode = 'PGRST420';

const tooCostly = (message: string, details: string, hint: string): ApiError =>
  new ApiError(400, costLimitCode, message, details, hint);

function walkSelect(
  items: readonly SelectItem[],
  depth: number,
  acc: { items: number; embeds: number; depth: number },
): void {
  for (const item of items) {
    acc.items += 1;
    if (item.kind === 'embed') {
      acc.embeds += 1;
      acc.depth = Math.max(acc.depth, depth + 1);
      walkSelect(item.select, depth + 1, acc);
    }
  }
}

function leaves(tree: LogicTree): number {
  return tree.kind === 'filter' ? 1 : tree.children.reduce((n, c) => n + leaves(c), 0);
}

/**
 * Before the query string is parsed: the parser's work grows with the select's length (about
 * 15 µs an item, on the event loop), so a select naming far more items than allowed is refused
 * from a count of its commas. Each comma outside a "quoted name" separates two items, so the
 * count never exceeds the real number of items.
 */
export function checkSelectText(raw: string, limits: CostLimits): void {
  let items = 1;
  let quoted = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 34 /* " */) quoted = !quoted;
    else if (c === 92 /* \ */ && quoted) i++;
    else if (c === 44 /* , */ && !quoted) items++;
  }
  if (items > limits.maxSelectItems) throw tooManySelectItems(items, limits);
}

const tooManySelectItems = (items: number, limits: CostLimits) =>
  tooCostly(
    'Too many select items',
    `The select names ${items} items; at most ${limits.maxSelectItems} are allowed.`,
    'Select fewer columns, or * for all of them.',
  );

/** Refuses a request whose shape costs more than the limits allow (400, PGRST420). */
export function checkRequestCost(req: ApiRequest, limits: CostLimits): void {
  const acc = { items: 0, embeds: 0, depth: 0 };
  walkSelect(req.query.select ?? [], 0, acc);
  if (acc.items > limits.maxSelectItems) throw tooManySelectItems(acc.items, limits);
  if (acc.depth > limits.maxEmbedDepth)
    throw tooCostly(
      'Embedding too deep',
      `The select embeds ${acc.depth} levels deep; at most ${limits.maxEmbedDepth} are allowed.`,
      'Read the deeper resources with a request of their own.',
    );
  if (acc.embeds > limits.maxEmbeds)
    throw tooCostly(
      'Too many embedded resources',
      `The select embeds ${acc.embeds} resources; at most ${limits.maxEmbeds} are allowed.`,
      'Read some of them with a request of their own.',
    );
  const conditions =
    req.query.filters.reduce((n, f) => n + leaves(f.tree), 0) +
    req.query.order.reduce((n, o) => n + o.terms.length, 0);
  if (conditions > limits.maxConditions)
    throw tooCostly(
      'Too many conditions',
      `The request has ${conditions} filters and order terms; at most ${limits.maxConditions} are allowed.`,
      'Use in.(…) for a list of values.',
    );
}

/** Refuses a response body larger than the limit (the statement ran; nothing is sent). */
export function checkResponseSize(body: string | null, limits: CostLimits): void {
  if (body === null || body.length <= limits.maxResponseBytes / 4) return;
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > limits.maxResponseBytes)
    throw tooCostly(
      'Response too large',
      `The response would be ${bytes} bytes; at most ${limits.maxResponseBytes} are allowed.`,
      'Add limit=… (and a limit to embedded resources) or select fewer columns.',
    );
}

/**
 * A condition on every embedded row (build-sql adds it to each embedding's join): the database
 * counts the rows it builds for embeddings in a transaction-local setting and stops the statement
 * past request.max_embedded_rows (set by the request's set-up). See migration 0082.
 */
export const embeddedRowCheckSql = 'auth.count_embedded_row()';

/**
 * A condition on the relation a request reads, counts, updates or deletes, on PGlite only (the
 * Writer adds it): it reads the clock for each row and cancels the statement past its timeout
 * (57014), the deadline WebAssembly's timer cannot fire (migration 0370). The planner evaluates it
 * first, so a slow or never-true filter cannot skip it. The Writer also puts it after each
 * embedding's json_agg and on the statement's result row, where the work after the last row's
 * check goes; runAsRequest refuses a statement that comes back late (handing its result over).
 */
export const deadlineCheckSql = 'auth.within_deadline()';
