import { describe, expect, it } from 'vitest';
import {
  pFieldForest,
  pFieldName,
  pFieldSelect,
  pFilterValue,
  pJsonPath,
  pLogicTree,
  pOrder,
  pRelationSelect,
  pSpreadRelationSelect,
} from './grammar.ts';
import { parse, showChar, showString, type Parser } from './parsec.ts';

const parsers = {
  pFieldForest,
  pFieldName,
  pFieldSelect,
  pFilterValue,
  pJsonPath,
  pLogicTree,
  pOrder,
  pRelationSelect,
  pSpreadRelationSelect,
} satisfies Record<string, Parser<unknown>>;
type ParserName = keyof typeof parsers;

// The examples of PostgREST's own parser (the doctests of its ApiRequest/QueryParams module):
// an input it accepts, or the column and messages of its error, letter for letter.
const accepted: Partial<Record<ParserName, string[]>> = {
  pFieldForest: ['id', 'client(id)', '*,client(*,nested(*))', '*,...client(*),other(*)', ''],
  pFieldName: [
    'identifier',
    'identifier with spaces',
    'identifier-with-dashes',
    '123',
    '_',
    '$',
    '":"',
    ' no leading or trailing spaces ',
    '" leading and trailing spaces "',
  ],
  pJsonPath: [
    '->text',
    '->!@#$%^&*_a',
    '->1',
    '->>text',
    '->>!@#$%^&*_a',
    '->>1',
    '->0,other',
    '->0.desc',
  ],
  pRelationSelect: [
    'rel(*)',
    'alias:rel(*)',
    'rel!hint(*)',
    'rel!inner(*)',
    'rel!hint!inner(*)',
    'alias:rel!inner!hint(*)',
  ],
  pFieldSelect: [
    'name',
    'name->jsonpath',
    'name::cast',
    'alias:name',
    'alias:name->jsonpath::cast',
    'alias:name->!@#$%^&*_a::cast',
    '*',
  ],
  pSpreadRelationSelect: ['...rel(*)', '...rel!hint!inner(*)'],
  pFilterValue: ['eq(any).value', 'eq(all).value', 'not.eq(all).value'],
  pOrder: [
    'name.desc.nullsfirst',
    'json_col->key.asc.nullslast',
    'json_col->!@#$%^&*_a.asc.nullslast',
    'clients(json_col->key).desc.nullsfirst',
    'clients(json_col->!@#$%^&*_a).desc.nullsfirst',
    'name,clients(name),id',
  ],
};

const rejected: Partial<Record<ParserName, [input: string, column: number, details: string][]>> = {
  pFieldForest: [
    [
      'id,clients(name[])',
      16,
      'unexpected \'[\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
    ],
    ['data->>-78xy', 11, 'unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input'],
  ],
  pFieldName: [[':', 1, 'unexpected ":" expecting field name (* or [a..z0..9_$])']],
  pJsonPath: [
    ['->>-78xy', 7, 'unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input'],
    ['->>--34', 5, 'unexpected "-" expecting digit'],
    ['->>-xy-4', 5, 'unexpected "x" expecting digit'],
  ],
  pRelationSelect: [
    ['rel->jsonpath(*)', 6, "unexpected '>'"],
    ['rel->jsonpath!hint(*)', 6, "unexpected '>'"],
  ],
  pFieldSelect: [
    [
      'name!hint',
      5,
      'unexpected \'!\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
    ],
    ['*!hint', 2, 'unexpected \'!\' expecting ")", "," or end of input'],
    ['name::', 7, 'unexpected end of input expecting letter or digit'],
  ],
  pSpreadRelationSelect: [
    ['rel(*)', 1, 'unexpected "r" expecting "..."'],
    ['alias:...rel(*)', 1, 'unexpected "a" expecting "..."'],
    ['...rel->jsonpath(*)', 9, "unexpected '>'"],
  ],
  pFilterValue: [
    ['fts().value', 5, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['eq().value', 4, 'unexpected ")" expecting operator (eq, gt, ...)'],
    ['is().value', 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
    ['in().value', 3, 'unexpected "(" expecting operator (eq, gt, ...)'],
  ],
  pOrder: [
    [
      'clients(name,id)',
      8,
      'unexpected \'(\' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input',
    ],
    ['id.ac', 4, 'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', 8, 'unexpected \'c\' expecting delimiter (.), "," or end of input'],
    ['id.nulsfist', 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', 13, 'unexpected \'t\' expecting "," or end of input'],
    ['id.smth34', 4, 'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.asc.nlsfst', 8, 'unexpected "l" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.nullslasttt', 17, 'unexpected \'t\' expecting "," or end of input'],
    ['id.asc.smth34', 8, 'unexpected "s" expecting "nullsfirst" or "nullslast"'],
  ],
  pLogicTree: [
    [
      'or()',
      4,
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['or(id.in.1,2,id.eq.3)', 10, 'unexpected "1" expecting "("'],
    ['or)(', 3, 'unexpected ")" expecting "("'],
    ['and(ord(id.eq.1,id.eq.1),id.eq.2)', 7, 'unexpected "d" expecting "("'],
    [
      'or(id.eq.1,not.xor(id.eq.2,id.eq.3))',
      16,
      'unexpected "x" expecting logic operator (and, or)',
    ],
  ],
};

const entries = <T>(table: Partial<Record<ParserName, T[]>>) =>
  (Object.entries(table) as [ParserName, T[]][]).flatMap(([name, cases]) =>
    cases.map((c) => [name, c] as const),
  );

describe("PostgREST's query-parameter grammar", () => {
  it.each(entries(accepted))('%s accepts %j', (name, input) => {
    expect(parse<unknown>(parsers[name], '', input).ok).toBe(true);
  });

  it.each(entries(rejected))('%s rejects %j', (name, [input, column, details]) => {
    expect(parse<unknown>(parsers[name], '', input)).toEqual({
      ok: false,
      position: `(line 1, column ${column})`,
      details,
    });
  });

  it("shows characters and strings as Haskell's show does", () => {
    expect(showChar('x')).toBe("'x'");
    expect(showChar("'")).toBe("'\\''");
    expect(showString('"')).toBe('"\\""');
    expect(showString('é1')).toBe('"\\233\\&1"');
    expect(showString('\n')).toBe('"\\n"');
  });
});
