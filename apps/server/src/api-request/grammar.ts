import {
  alt,
  anyChar,
  charRun,
  expectMsg,
  sysUnExpectMsg,
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
  seq,
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

/** `many1 (letter <|> digit <|> oneOf "_ $")`, stripped. */
const isLetter = (x: string) =>
  (x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z') || (x > '\x7f' && /^\p{L}$/u.test(x));
const pIdentifier = map(
  charRun(
    (x) => isLetter(x) || (x >= '0' && x <= '9') || x === '_' || x === ' ' || x === '$',
    (c) => [
      expectMsg('letter'),
      sysUnExpectMsg(c),
      expectMsg('digit'),
      sysUnExpectMsg(c),
      sysUnExpectMsg(c),
    ],
  ),
  strip,
);

const dash = as(attempt(right(char('-'), notFollowedBy(char('>')))), '-');
const sepByDash = (p: Parser<string>) => map(sepBy1(p, dash), (parts) => parts.join('-'));

export const pFieldName: Parser<string> = label(
  alt(pQuotedValue, sepByDash(pIdentifier)),
  'field name (* or [a..z0..9_$])',
);

/** `many1 (noneOf "(-:.,>)")`, stripped. */
const pJsonKeyIdentifier = map(
  charRun(
    (x) => !'(-:.,>)'.includes(x),
    (c) => [sysUnExpectMsg(c)],
  ),
  strip,
);
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
  map(seq(option('+', char('-')), many1(digit)), ([sign, ds]) => ({
    key: sign + join(ds),
    index: true,
  })),
  pJsonEnd,
);
const pJKey = map(pJsonKeyName, (key) => ({ key, index: false }));
const pJsonArrow = alt(
  attempt(as(string('->>'), '->>' as const)),
  attempt(as(string('->'), '->' as const)),
);
const pJsonOperation: Parser<GJson> = map(
  seq(pJsonArrow, alt(attempt(pJIdx), attempt(pJKey))),
  ([arrow, o]) => ({ arrow, ...o }),
);
export const pJsonPath: Parser<GJson[]> = many(pJsonOperation);

export const pField: Parser<GField> = lexeme(
  map(seq(pFieldName, option<GJson[]>([], pJsonPath)), ([name, json]) => ({ name, json })),
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
const hintOf = (p: EmbedParam | undefined) => (p && 'hint' in p ? p.hint : undefined);
const joinOf = (p: EmbedParam | undefined) => (p && 'join' in p ? p.join : undefined);
const pEmbedParams = map(seq(optionMaybe(pEmbedParam), optionMaybe(pEmbedParam)), ([p1, p2]) => ({
  hint: hintOf(p1) ?? hintOf(p2),
  joinType: joinOf(p1) ?? joinOf(p2),
}));
const pOpenParen = attempt(lookAhead(string('(')));

type Head = Omit<Extract<GSelect, { kind: 'relation' }>, 'children'>;

/** `guard (name /= "count")`: `count` is no relation (it is `count()`). */
const pRelationName = bind(pFieldName, (name) => (name === 'count' ? zero : pure(name)));

export const pRelationSelect: Parser<Head> = lexeme(
  map(
    seq(
      optionMaybe(attempt(left(pFieldName, aliasSeparator))),
      pRelationName,
      pEmbedParams,
      pOpenParen,
    ),
    ([alias, name, { hint, joinType }]): Head => ({
      kind: 'relation',
      name,
      alias,
      hint,
      joinType,
      spread: false,
    }),
  ),
);

export const pSpreadRelationSelect: Parser<Head> = lexeme(
  map(
    seq(right(string('...'), pFieldName), pEmbedParams, pOpenParen),
    ([name, { hint, joinType }]): Head => ({
      kind: 'relation',
      name,
      alias: undefined,
      hint,
      joinType,
      spread: true,
    }),
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
const pAggregate = optionMaybe(attempt(right(char('.'), left(pAggregation, string('()')))));

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
      map(
        seq(pAlias, string('count()'), pCast, pSelectEnd),
        ([alias, , aggregateCast]): FieldItem => ({
          kind: 'field',
          field: { name: '*', json: [] },
          aggregate: 'count',
          aggregateCast,
          cast: undefined,
          alias,
        }),
      ),
    ),
    map(
      seq(pAlias, pField, pCast, pAggregate, pCast, pSelectEnd),
      ([alias, field, cast, aggregate, aggregateCast]): FieldItem => ({
        kind: 'field',
        field,
        aggregate,
        aggregateCast,
        cast,
        alias,
      }),
    ),
  ),
);

const pChildren: Parser<GSelect[]> = lazy(() => between(char('('), char(')'), pFieldForest));
const pFieldTree: Parser<GSelect> = alt<GSelect>(
  map(seq(attempt(pSpreadRelationSelect), pChildren), ([head, children]) => ({
    ...head,
    children,
  })),
  map(seq(attempt(pRelationSelect), pChildren), ([head, children]) => ({ ...head, children })),
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
    (acc, c) => map(seq(acc, alt(char(c), char(c.toUpperCase()))), ([x, y]) => x + y),
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
  const pFts = map(
    seq(
      alt(
        attempt(string('fts')),
        attempt(string('plfts')),
        attempt(string('phfts')),
        attempt(string('wfts')),
      ),
      optionMaybe(attempt(between(char('('), char(')'), pIdentifier))),
      pDelimiter,
      pSVal,
    ),
    ([op, language, , value]): GOperation => ({ kind: 'fts', op, language, value }),
  );
  const pSimpleOp = map(seq(simpleOperator, pDelimiter, pSVal), ([op, , value]): GOperation => ({
    kind: 'simple',
    op,
    value,
  }));
  const pQuantifier = optionMaybe(
    attempt(
      between(
        char('('),
        char(')'),
        alt(attempt(as(string('any'), 'any' as const)), as(string('all'), 'all' as const)),
      ),
    ),
  );
  const pQuant = map(
    seq(quantOperator, pQuantifier, pDelimiter, pSVal),
    ([op, quantifier, , value]): GOperation => ({ kind: 'quant', op, quantifier, value }),
  );
  return label(
    alt<GOperation>(pIn, pIs, pIsDist, attempt(pFts), attempt(pSimpleOp), attempt(pQuant)),
    'operator (eq, gt, ...)',
  );
}

function pOpExpr(pSVal: Parser<string>): Parser<GOpExpr> {
  return map(
    seq(alt(attempt(as(right(string('not'), pDelimiter), true)), pure(false)), pOperation(pSVal)),
    ([negate, operation]) => ({ negate, operation }),
  );
}

export const pFilterValue = pOpExpr(pSingleVal);

// Logic trees

const pPgArray = map(
  seq(string('{'), many(noneOf('{}')), string('}')),
  ([a, b, c]) => a + join(b) + c,
);
const pLogicSingleVal = alt(
  attempt(left(pQuotedValue, notFollowedBy(noneOf(',)')))),
  attempt(pPgArray),
  map(many(noneOf(',)')), join),
);
const pLogicFilter: Parser<GFilter> = map(
  seq(pField, pDelimiter, pOpExpr(pLogicSingleVal)),
  ([field, , expr]) => ({ field, expr }),
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
  map(
    seq(
      pNot,
      pLogicOp,
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
    ),
    ([negate, op, children]): GLogic => ({ kind: 'expr', negate, op, children }),
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
const pOrderTail = seq(
  optionMaybe(pOrdDir),
  alt(left(optionMaybe(pNulls), pOrderEnd), as(pOrderEnd, undefined)),
);
const pOrderTerm = map(seq(pField, pOrderTail), ([field, [direction, nulls]]): GOrder => ({
  relation: undefined,
  field,
  direction,
  nulls,
}));
const pOrderRelationTerm = map(
  seq(pFieldName, between(char('('), char(')'), pField), pOrderTail),
  ([relation, field, [direction, nulls]]): GOrder => ({ relation, field, direction, nulls }),
);
export const pOrder: Parser<GOrder[]> = sepBy1(
  lexeme(alt(attempt(pOrderRelationTerm), pOrderTerm)),
  char(','),
);

// Keys and lists of names

export const pTreePath: Parser<{ path: string[]; field: GField }> = map(
  seq(sepBy1(pFieldName, pDelimiter), option<GJson[]>([], pJsonPath)),
  ([names, json]) => ({
    path: names.slice(0, -1),
    field: { name: names[names.length - 1] ?? '', json },
  }),
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
