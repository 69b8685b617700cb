import {
  alt,
  anyChar,
  as,
  attempt,
  between,
  bind,
  char,
  digit,
  eof,
  label,
  lazy,
  left,
  letter,
  lookAhead,
  many,
  many1,
  map,
  noneOf,
  notFollowedBy,
  oneOf,
  option,
  optionMaybe,
  pure,
  right,
  sepBy,
  sepBy1,
  string,
  zero,
  type Parser,
} from './parsec.ts';

/**
 * PostgREST's query-parameter grammar (its ApiRequest/QueryParams module), rule for rule, on the
 * Parsec-like core: the same alternatives in the same order, the same `try`s and labels, so that
 * a request it refuses is refused here at the same column with the same expectations. The trees
 * it yields are PostgREST's; query-params.ts turns them into the data API's types.
 */

export type GJson = { arrow: '->' | '->>'; key: string; index: boolean };
export type GField = { name: string; json: GJson[] };

export type GSelect =
  | {
      kind: 'field';
      field: GField;
      aggregate: string | undefined;
      aggregateCast: string | undefined;
      cast: string | undefined;
      alias: string | undefined;
    }
  | {
      kind: 'relation';
      name: string;
      alias: string | undefined;
      hint: string | undefined;
      joinType: 'left' | 'inner' | undefined;
      spread: boolean;
      children: GSelect[];
    };

export type GOperation =
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: string; language: string | undefined; value: string }
  | { kind: 'simple'; op: string; value: string }
  | { kind: 'quant'; op: string; quantifier: 'any' | 'all' | undefined; value: string };

export type GOpExpr = { negate: boolean; operation: GOperation };
export type GFilter = { field: GField; expr: GOpExpr };
export type GLogic =
  | { kind: 'stmnt'; filter: GFilter }
  | { kind: 'expr'; negate: boolean; op: 'and' | 'or'; children: GLogic[] };
export type GOrder = {
  relation: string | undefined;
  field: GField;
  direction: 'asc' | 'desc' | undefined;
  nulls: 'first' | 'last' | undefined;
};

const join = (cs: string[]) => cs.join('');
const strip = (s: string) => s.replace(/^\s+|\s+$/gu, '');

const ws = map(many(oneOf(' \t')), join);
const lexeme = <T>(p: Parser<T>): Parser<T> => right(ws, left(p, ws));

export const pDelimiter = label(char('.'), 'delimiter (.)');

const pQuotedValue: Parser<string> = map(
  right(char('"'), left(many(alt(noneOf('\\"'), right(char('\\'), anyChar))), char('"'))),
  join,
);

const pIdentifierChar = alt(letter, digit, oneOf('_ $'));
const pIdentifier = map(many1(pIdentifierChar), (cs) => strip(join(cs)));

const dash = as(attempt(right(char('-'), notFollowedBy(char('>')))), '-');
const sepByDash = (p: Parser<string>) => map(sepBy1(p, dash), (parts) => parts.join('-'));

export const pFieldName: Parser<string> = label(
  alt(pQuotedValue, sepByDash(pIdentifier)),
  'field name (* or [a..z0..9_$])',
);

const pJsonKeyIdentifier = map(many1(noneOf('(-:.,>)')), (cs) => strip(join(cs)));
const pJsonKeyName = label(
  alt(pQuotedValue, sepByDash(pJsonKeyIdentifier)),
  'any non reserved character different from: .,>()',
);

const pJsonEnd = alt<unknown>(
  attempt(lookAhead(string('->'))),
  attempt(lookAhead(string('::'))),
  attempt(lookAhead(string('.'))),
  attempt(lookAhead(string(','))),
  attempt(eof),
);
const pJIdx: Parser<{ key: string; index: boolean }> = left(
  bind(option('+', char('-')), (sign) =>
    map(many1(digit), (ds) => ({ key: sign + join(ds), index: true })),
  ),
  pJsonEnd,
);
const pJKey = map(pJsonKeyName, (key) => ({ key, index: false }));
const pJsonArrow = alt(
  attempt(as(string('->>'), '->>' as const)),
  attempt(as(string('->'), '->' as const)),
);
const pJsonOperation: Parser<GJson> = bind(pJsonArrow, (arrow) =>
  map(alt(attempt(pJIdx), attempt(pJKey)), (o) => ({ arrow, ...o })),
);
export const pJsonPath: Parser<GJson[]> = many(pJsonOperation);

export const pField: Parser<GField> = lexeme(
  bind(pFieldName, (name) => map(option<GJson[]>([], pJsonPath), (json) => ({ name, json }))),
);

const aliasSeparator = right(char(':'), notFollowedBy(char(':')));

type EmbedParam = { hint: string } | { join: 'left' | 'inner' };
const pEmbedParam: Parser<EmbedParam> = right(
  char('!'),
  alt<EmbedParam>(
    attempt(as(string('left'), { join: 'left' as const })),
    attempt(as(string('inner'), { join: 'inner' as const })),
    attempt(map(pFieldName, (hint) => ({ hint }))),
  ),
);
const pEmbedParams = bind(optionMaybe(pEmbedParam), (p1) =>
  map(optionMaybe(pEmbedParam), (p2) => {
    const hintOf = (p: EmbedParam | undefined) => (p && 'hint' in p ? p.hint : undefined);
    const joinOf = (p: EmbedParam | undefined) => (p && 'join' in p ? p.join : undefined);
    return { hint: hintOf(p1) ?? hintOf(p2), joinType: joinOf(p1) ?? joinOf(p2) };
  }),
);
const pOpenParen = attempt(lookAhead(string('(')));

type Head = Omit<Extract<GSelect, { kind: 'relation' }>, 'children'>;

export const pRelationSelect: Parser<Head> = lexeme(
  bind(optionMaybe(attempt(left(pFieldName, aliasSeparator))), (alias) =>
    bind(pFieldName, (name) =>
      name === 'count'
        ? zero
        : bind(pEmbedParams, ({ hint, joinType }) =>
            as(pOpenParen, {
              kind: 'relation' as const,
              name,
              alias,
              hint,
              joinType,
              spread: false,
            }),
          ),
    ),
  ),
);

export const pSpreadRelationSelect: Parser<Head> = lexeme(
  bind(right(string('...'), pFieldName), (name) =>
    bind(pEmbedParams, ({ hint, joinType }) =>
      as(pOpenParen, {
        kind: 'relation' as const,
        name,
        alias: undefined,
        hint,
        joinType,
        spread: true,
      }),
    ),
  ),
);

const pSelectEnd = alt<unknown>(
  attempt(lookAhead(string(')'))),
  attempt(lookAhead(string(','))),
  attempt(eof),
);
const pCast = optionMaybe(right(string('::'), pIdentifier));
const pAggregation = alt(
  as(string('sum'), 'sum'),
  as(string('avg'), 'avg'),
  as(string('count'), 'count'),
  attempt(as(string('max'), 'max')),
  attempt(as(string('min'), 'min')),
);
type FieldItem = Extract<GSelect, { kind: 'field' }>;
const pAlias = optionMaybe(attempt(left(pFieldName, aliasSeparator)));

export const pFieldSelect: Parser<FieldItem> = lexeme(
  alt<FieldItem>(
    attempt(
      left(
        as(string('*'), {
          kind: 'field' as const,
          field: { name: '*', json: [] },
          aggregate: undefined,
          aggregateCast: undefined,
          cast: undefined,
          alias: undefined,
        }),
        pSelectEnd,
      ),
    ),
    attempt(
      bind(pAlias, (alias) =>
        right(
          string('count()'),
          bind(pCast, (aggregateCast) =>
            as(pSelectEnd, {
              kind: 'field' as const,
              field: { name: '*', json: [] },
              aggregate: 'count',
              aggregateCast,
              cast: undefined,
              alias,
            }),
          ),
        ),
      ),
    ),
    bind(pAlias, (alias) =>
      bind(pField, (field) =>
        bind(pCast, (cast) =>
          bind(optionMaybe(attempt(right(char('.'), left(pAggregation, string('()'))))), (agg) =>
            bind(pCast, (aggregateCast) =>
              as(pSelectEnd, {
                kind: 'field' as const,
                field,
                aggregate: agg,
                aggregateCast,
                cast,
                alias,
              }),
            ),
          ),
        ),
      ),
    ),
  ),
);

const pChildren: Parser<GSelect[]> = lazy(() => between(char('('), char(')'), pFieldForest));
const pFieldTree: Parser<GSelect> = alt<GSelect>(
  bind(attempt(pSpreadRelationSelect), (head) =>
    map(pChildren, (children) => ({ ...head, children })),
  ),
  bind(attempt(pRelationSelect), (head) => map(pChildren, (children) => ({ ...head, children }))),
  pFieldSelect,
);
export const pFieldForest: Parser<GSelect[]> = sepBy(pFieldTree, lexeme(char(',')));

// Filters

const pSingleVal = map(many(anyChar), join);

const pListElement = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  map(many(noneOf(',)')), join),
);
const pListVal = right(lexeme(char('(')), left(sepBy1(pListElement, char(',')), lexeme(char(')'))));

const ciString = (s: string): Parser<string> =>
  Array.from(s).reduce<Parser<string>>(
    (acc, c) => bind(acc, (x) => map(alt(char(c), char(c.toUpperCase())), (y) => x + y)),
    pure(''),
  );
const pIsVal = label(
  alt(
    attempt(as(ciString('null'), 'null' as const)),
    attempt(as(ciString('not_null'), 'not_null' as const)),
    attempt(as(ciString('true'), 'true' as const)),
    attempt(as(ciString('false'), 'false' as const)),
    attempt(as(ciString('unknown'), 'unknown' as const)),
  ),
  'isVal: (null, not_null, true, false, unknown)',
);

const keywords = (list: string[], what: string) =>
  label(alt(...list.map((w) => attempt(string(w)))), what);
const simpleOperator = keywords(
  ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'],
  'unknown single value operator',
);
const quantOperator = keywords(
  ['eq', 'gte', 'gt', 'lte', 'lt', 'like', 'ilike', 'match', 'imatch'],
  'unknown single value operator',
);

function pOperation(pSVal: Parser<string>): Parser<GOperation> {
  const pIn = map(right(attempt(right(string('in'), pDelimiter)), pListVal), (values) => ({
    kind: 'in' as const,
    values,
  }));
  const pIs = map(right(attempt(right(string('is'), pDelimiter)), pIsVal), (value) => ({
    kind: 'is' as const,
    value,
  }));
  const pIsDist = map(right(attempt(right(string('isdistinct'), pDelimiter)), pSVal), (value) => ({
    kind: 'isdistinct' as const,
    value,
  }));
  const pFts = bind(
    alt(
      attempt(string('fts')),
      attempt(string('plfts')),
      attempt(string('phfts')),
      attempt(string('wfts')),
    ),
    (op) =>
      bind(optionMaybe(attempt(between(char('('), char(')'), pIdentifier))), (language) =>
        right(
          pDelimiter,
          map(pSVal, (value) => ({ kind: 'fts' as const, op, language, value })),
        ),
      ),
  );
  const pSimpleOp = bind(simpleOperator, (op) =>
    right(
      pDelimiter,
      map(pSVal, (value) => ({ kind: 'simple' as const, op, value })),
    ),
  );
  const pQuant = bind(quantOperator, (op) =>
    bind(
      optionMaybe(
        attempt(
          between(
            char('('),
            char(')'),
            alt(attempt(as(string('any'), 'any' as const)), as(string('all'), 'all' as const)),
          ),
        ),
      ),
      (quantifier) =>
        right(
          pDelimiter,
          map(pSVal, (value) => ({ kind: 'quant' as const, op, quantifier, value })),
        ),
    ),
  );
  return label(
    alt<GOperation>(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuant)),
    'operator (eq, gt, ...)',
  );
}

function pOpExpr(pSVal: Parser<string>): Parser<GOpExpr> {
  const operation = pOperation(pSVal);
  return bind(alt(attempt(as(right(string('not'), pDelimiter), true)), pure(false)), (negate) =>
    map(operation, (op) => ({ negate, operation: op })),
  );
}

export const pFilterValue = pOpExpr(pSingleVal);

// Logic trees

const pPgArray = bind(string('{'), (a) =>
  bind(many(noneOf('{}')), (b) => map(string('}'), (c) => a + join(b) + c)),
);
const pLogicSingleVal = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  attempt(pPgArray),
  map(many(noneOf(',)')), join),
);
const pLogicFilter: Parser<GFilter> = bind(left(pField, pDelimiter), (field) =>
  map(pOpExpr(pLogicSingleVal), (expr) => ({ field, expr })),
);
const pNot = label(
  alt(attempt(as(right(string('not'), pDelimiter), true)), pure(false)),
  'negation operator (not)',
);
const pLogicOp = label(
  alt(attempt(as(string('and'), 'and' as const)), as(string('or'), 'or' as const)),
  'logic operator (and, or)',
);
export const pLogicTree: Parser<GLogic> = alt<GLogic>(
  map(attempt(pLogicFilter), (filter) => ({ kind: 'stmnt' as const, filter })),
  bind(pNot, (negate) =>
    bind(pLogicOp, (op) =>
      map(
        right(
          lexeme(char('(')),
          left(
            sepBy1(
              lazy(() => pLogicTree),
              lexeme(char(',')),
            ),
            lexeme(char(')')),
          ),
        ),
        (children) => ({ kind: 'expr' as const, negate, op, children }),
      ),
    ),
  ),
);

// Order

const pOrderEnd = alt<unknown>(attempt(lookAhead(char(','))), attempt(eof));
const pOrdDir = alt(
  attempt(right(pDelimiter, as(string('asc'), 'asc' as const))),
  attempt(right(pDelimiter, as(string('desc'), 'desc' as const))),
);
const pNulls = alt(
  attempt(right(pDelimiter, as(string('nullsfirst'), 'first' as const))),
  attempt(right(pDelimiter, as(string('nullslast'), 'last' as const))),
);
const pOrderTail = (relation: string | undefined, field: GField): Parser<GOrder> =>
  bind(optionMaybe(pOrdDir), (direction) =>
    map(alt(left(optionMaybe(pNulls), pOrderEnd), as(pOrderEnd, undefined)), (nulls): GOrder => ({
      relation,
      field,
      direction,
      nulls,
    })),
  );
const pOrderTerm = bind(pField, (field) => pOrderTail(undefined, field));
const pOrderRelationTerm = bind(pFieldName, (relation) =>
  bind(between(char('('), char(')'), pField), (field) => pOrderTail(relation, field)),
);
export const pOrder: Parser<GOrder[]> = sepBy1(
  lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)),
  char(','),
);

// Keys and lists of names

export const pTreePath: Parser<{ path: string[]; field: GField }> = bind(
  sepBy1(pFieldName, pDelimiter),
  (names) =>
    map(option<GJson[]>([], pJsonPath), (json) => ({
      path: names.slice(0, -1),
      field: { name: names[names.length - 1] ?? '', json },
    })),
);

/** `a.b.not.or`: the embedding path, and the operator (`not.or` when negated). */
export const pLogicPath: Parser<{ path: string[]; op: string }> = map(
  sepBy1(pFieldName, pDelimiter),
  (names) => {
    const op = names[names.length - 1] ?? '';
    return {
      path: names.slice(0, -1).filter((n) => n !== 'not'),
      op: names.includes('not') ? `not.${op}` : op,
    };
  },
);

export const pColumns: Parser<string[]> = sepBy1(pFieldName, lexeme(char(',')));
