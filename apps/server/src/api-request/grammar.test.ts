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

const parsers: Record<string, Parser<unknown>> = {
  pFieldForest,
  pFieldName,
  pFieldSelect,
  pFilterValue,
  pJsonPath,
  pLogicTree,
  pOrder,
  pRelationSelect,
  pSpreadRelationSelect,
};

// The examples of PostgREST's own parser (the doctests of its ApiRequest/QueryParams module):
// an input it accepts, or the position and messages of its error, letter for letter.
describe("PostgREST's query-parameter grammar", () => {
  it.each<[string, string, string | null, string | null]>([
    ['pFieldForest', 'id', null, null],
    ['pFieldForest', 'client(id)', null, null],
    ['pFieldForest', '*,client(*,nested(*))', null, null],
    ['pFieldForest', '*,...client(*),other(*)', null, null],
    ['pFieldForest', '', null, null],
    [
      'pFieldForest',
      'id,clients(name[])',
      '(line 1, column 16)',
      'unexpected \'[\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
    ],
    [
      'pFieldForest',
      'data->>-78xy',
      '(line 1, column 11)',
      'unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input',
    ],
    ['pFieldName', 'identifier', null, null],
    ['pFieldName', 'identifier with spaces', null, null],
    ['pFieldName', 'identifier-with-dashes', null, null],
    ['pFieldName', '123', null, null],
    ['pFieldName', '_', null, null],
    ['pFieldName', '$', null, null],
    [
      'pFieldName',
      ':',
      '(line 1, column 1)',
      'unexpected ":" expecting field name (* or [a..z0..9_$])',
    ],
    ['pFieldName', '":"', null, null],
    ['pFieldName', ' no leading or trailing spaces ', null, null],
    ['pFieldName', '" leading and trailing spaces "', null, null],
    ['pJsonPath', '->text', null, null],
    ['pJsonPath', '->!@#$%^&*_a', null, null],
    ['pJsonPath', '->1', null, null],
    ['pJsonPath', '->>text', null, null],
    ['pJsonPath', '->>!@#$%^&*_a', null, null],
    ['pJsonPath', '->>1', null, null],
    ['pJsonPath', '->0,other', null, null],
    ['pJsonPath', '->0.desc', null, null],
    [
      'pJsonPath',
      '->>-78xy',
      '(line 1, column 7)',
      'unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input',
    ],
    ['pJsonPath', '->>--34', '(line 1, column 5)', 'unexpected "-" expecting digit'],
    ['pJsonPath', '->>-xy-4', '(line 1, column 5)', 'unexpected "x" expecting digit'],
    ['pRelationSelect', 'rel(*)', null, null],
    ['pRelationSelect', 'alias:rel(*)', null, null],
    ['pRelationSelect', 'rel!hint(*)', null, null],
    ['pRelationSelect', 'rel!inner(*)', null, null],
    ['pRelationSelect', 'rel!hint!inner(*)', null, null],
    ['pRelationSelect', 'alias:rel!inner!hint(*)', null, null],
    ['pRelationSelect', 'rel->jsonpath(*)', '(line 1, column 6)', "unexpected '>'"],
    ['pRelationSelect', 'rel->jsonpath!hint(*)', '(line 1, column 6)', "unexpected '>'"],
    ['pFieldSelect', 'name', null, null],
    ['pFieldSelect', 'name->jsonpath', null, null],
    ['pFieldSelect', 'name::cast', null, null],
    ['pFieldSelect', 'alias:name', null, null],
    ['pFieldSelect', 'alias:name->jsonpath::cast', null, null],
    ['pFieldSelect', 'alias:name->!@#$%^&*_a::cast', null, null],
    ['pFieldSelect', '*', null, null],
    [
      'pFieldSelect',
      'name!hint',
      '(line 1, column 5)',
      'unexpected \'!\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
    ],
    [
      'pFieldSelect',
      '*!hint',
      '(line 1, column 2)',
      'unexpected \'!\' expecting ")", "," or end of input',
    ],
    [
      'pFieldSelect',
      'name::',
      '(line 1, column 7)',
      'unexpected end of input expecting letter or digit',
    ],
    ['pSpreadRelationSelect', '...rel(*)', null, null],
    ['pSpreadRelationSelect', '...rel!hint!inner(*)', null, null],
    ['pSpreadRelationSelect', 'rel(*)', '(line 1, column 1)', 'unexpected "r" expecting "..."'],
    [
      'pSpreadRelationSelect',
      'alias:...rel(*)',
      '(line 1, column 1)',
      'unexpected "a" expecting "..."',
    ],
    ['pSpreadRelationSelect', '...rel->jsonpath(*)', '(line 1, column 9)', "unexpected '>'"],
    [
      'pFilterValue',
      'fts().value',
      '(line 1, column 5)',
      'unexpected ")" expecting operator (eq, gt, ...)',
    ],
    ['pFilterValue', 'eq(any).value', null, null],
    ['pFilterValue', 'eq(all).value', null, null],
    ['pFilterValue', 'not.eq(all).value', null, null],
    [
      'pFilterValue',
      'eq().value',
      '(line 1, column 4)',
      'unexpected ")" expecting operator (eq, gt, ...)',
    ],
    [
      'pFilterValue',
      'is().value',
      '(line 1, column 3)',
      'unexpected "(" expecting operator (eq, gt, ...)',
    ],
    [
      'pFilterValue',
      'in().value',
      '(line 1, column 3)',
      'unexpected "(" expecting operator (eq, gt, ...)',
    ],
    ['pOrder', 'name.desc.nullsfirst', null, null],
    ['pOrder', 'json_col->key.asc.nullslast', null, null],
    ['pOrder', 'json_col->!@#$%^&*_a.asc.nullslast', null, null],
    ['pOrder', 'clients(json_col->key).desc.nullsfirst', null, null],
    ['pOrder', 'clients(json_col->!@#$%^&*_a).desc.nullsfirst', null, null],
    [
      'pOrder',
      'clients(name,id)',
      '(line 1, column 8)',
      'unexpected \'(\' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input',
    ],
    ['pOrder', 'name,clients(name),id', null, null],
    [
      'pOrder',
      'id.ac',
      '(line 1, column 4)',
      'unexpected "c" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [
      'pOrder',
      'id.descc',
      '(line 1, column 8)',
      'unexpected \'c\' expecting delimiter (.), "," or end of input',
    ],
    [
      'pOrder',
      'id.nulsfist',
      '(line 1, column 4)',
      'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [
      'pOrder',
      'id.nullslasttt',
      '(line 1, column 13)',
      'unexpected \'t\' expecting "," or end of input',
    ],
    [
      'pOrder',
      'id.smth34',
      '(line 1, column 4)',
      'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    [
      'pOrder',
      'id.asc.nlsfst',
      '(line 1, column 8)',
      'unexpected "l" expecting "nullsfirst" or "nullslast"',
    ],
    [
      'pOrder',
      'id.asc.nullslasttt',
      '(line 1, column 17)',
      'unexpected \'t\' expecting "," or end of input',
    ],
    [
      'pOrder',
      'id.asc.smth34',
      '(line 1, column 8)',
      'unexpected "s" expecting "nullsfirst" or "nullslast"',
    ],
    [
      'pLogicTree',
      'or()',
      '(line 1, column 4)',
      'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
    ],
    ['pLogicTree', 'or(id.in.1,2,id.eq.3)', '(line 1, column 10)', 'unexpected "1" expecting "("'],
    ['pLogicTree', 'or)(', '(line 1, column 3)', 'unexpected ")" expecting "("'],
    [
      'pLogicTree',
      'and(ord(id.eq.1,id.eq.1),id.eq.2)',
      '(line 1, column 7)',
      'unexpected "d" expecting "("',
    ],
    [
      'pLogicTree',
      'or(id.eq.1,not.xor(id.eq.2,id.eq.3))',
      '(line 1, column 16)',
      'unexpected "x" expecting logic operator (and, or)',
    ],
  ])('%s %j', (name, input, position, details) => {
    const p = parsers[name];
    if (!p) throw new Error(name);
    const r = parse(p, '', input);
    if (position === null) {
      expect(r.ok).toBe(true);
    } else {
      expect(r).toEqual({ ok: false, position, details });
    }
  });

  it("shows characters and strings as Haskell's show does", () => {
    expect(showChar('x')).toBe("'x'");
    expect(showChar("'")).toBe("'\\''");
    expect(showString('"')).toBe('"\\""');
    expect(showString('é1')).toBe('"\\233\\&1"');
    expect(showString('\n')).toBe('"\\n"');
  });
});
