/**
 * A small parser-combinator core with the semantics of Haskell's Parsec 3, the library PostgREST's
 * query-string parser is written with. Its errors are made and merged exactly as Parsec makes and
 * merges them (consumed/empty replies, `try`, labels, the longest match winning), so a message
 * built from them reads letter for letter as PostgREST's: `(line 1, column N)` and
 * `unexpected … expecting …`.
 */

/** Parsec's four kinds of error message, in its sort order. */
const enum Kind {
  SysUnExpect = 0,
  UnExpect = 1,
  Expect = 2,
  Message = 3,
}

export interface Msg {
  kind: Kind;
  text: string;
}

export interface ParseError {
  line: number;
  column: number;
  /** Empty: an "unknown" error, which any error with messages replaces when merged. */
  msgs: Msg[];
}

/** Where the parser stands: an index into the input's code points, and Parsec's line and column. */
export interface State {
  index: number;
  line: number;
  column: number;
}

export type Reply<T> =
  | { consumed: boolean; ok: true; value: T; state: State; error: ParseError }
  | { consumed: boolean; ok: false; error: ParseError };

/** The input is an array of code points: Parsec counts characters, not UTF-16 units. */
export type Parser<T> = (input: readonly string[], state: State) => Reply<T>;

const unknownError = (s: State): ParseError => ({ line: s.line, column: s.column, msgs: [] });

function comparePos(a: ParseError, b: ParseError): number {
  return a.line !== b.line ? a.line - b.line : a.column - b.column;
}

/** Parsec's mergeError: prefer the error with messages, then the one further on, else both. */
export function mergeError(e1: ParseError, e2: ParseError): ParseError {
  if (e2.msgs.length === 0 && e1.msgs.length > 0) return e1;
  if (e1.msgs.length === 0 && e2.msgs.length > 0) return e2;
  const c = comparePos(e1, e2);
  if (c === 0) return { line: e1.line, column: e1.column, msgs: [...e1.msgs, ...e2.msgs] };
  return c > 0 ? e1 : e2;
}

function nextPos(s: State, c: string): State {
  if (c === '\n') return { index: s.index + 1, line: s.line + 1, column: 1 };
  if (c === '\t')
    return { index: s.index + 1, line: s.line, column: s.column + 8 - ((s.column - 1) % 8) };
  return { index: s.index + 1, line: s.line, column: s.column + 1 };
}

// Haskell's `show` for characters and strings (what Parsec puts in its messages).
const asciiNames = [
  'NUL', 'SOH', 'STX', 'ETX', 'EOT', 'ENQ', 'ACK', 'a', 'b', 't', 'n', 'v', 'f', 'r', 'SO', 'SI',
  'DLE', 'DC1', 'DC2', 'DC3', 'DC4', 'NAK', 'SYN', 'ETB', 'CAN', 'EM', 'SUB', 'ESC', 'FS', 'GS',
  'RS', 'US',
]; // prettier-ignore

function showLitChar(c: string, next: string | undefined): string {
  const code = c.codePointAt(0) ?? 0;
  if (code > 127) return `\\${code}` + (next !== undefined && /[0-9]/.test(next) ? '\\&' : '');
  if (code === 127) return '\\DEL';
  if (c === '\\') return '\\\\';
  if (code >= 32) return c;
  if (code === 14) return '\\SO' + (next === 'H' ? '\\&' : '');
  return `\\${asciiNames[code] ?? ''}`;
}

/** `show 'x'`: `'x'`. */
export function showChar(c: string): string {
  return c === "'" ? "'\\''" : `'${showLitChar(c, undefined)}'`;
}

const shownChars = new Map<string, string>();

/** `show "xs"`: `"xs"`. */
export function showString(s: string): string {
  if (s.length <= 2) {
    let shown = shownChars.get(s);
    if (shown === undefined) {
      shown = showStringNow(s);
      if (shownChars.size < 4096) shownChars.set(s, shown);
    }
    return shown;
  }
  return showStringNow(s);
}

function showStringNow(s: string): string {
  const cs = Array.from(s);
  let out = '"';
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i] ?? '';
    out += c === '"' ? '\\"' : showLitChar(c, cs[i + 1]);
  }
  return out + '"';
}

// ---------------------------------------------------------------------------------------------
// Primitives

export function satisfy(test: (c: string) => boolean): Parser<string> {
  return (input, s) => {
    const c = input[s.index];
    if (c === undefined) return { consumed: false, ok: false, error: sysUnexpected(s, '') };
    if (!test(c)) return { consumed: false, ok: false, error: sysUnexpected(s, showString(c)) };
    const state = nextPos(s, c);
    return { consumed: true, ok: true, value: c, state, error: unknownError(state) };
  };
}

function sysUnexpected(s: State, text: string): ParseError {
  return { line: s.line, column: s.column, msgs: [{ kind: Kind.SysUnExpect, text }] };
}

/**
 * `many1 (satisfy test)` (or of alternatives of satisfy) in one step: the same reply, with
 * `failure(shown)` the messages its last, failing attempt leaves (shown: the character as
 * `show [c]` shows it, '' at the end of the input). The grammar's names are made of these.
 */
export function charRun(
  test: (c: string) => boolean,
  failure: (shown: string) => Msg[],
): Parser<string> {
  return (input, s) => {
    let i = s.index;
    let column = s.column;
    let line = s.line;
    let c = input[i];
    while (c !== undefined && test(c)) {
      if (c === '\n') {
        line++;
        column = 1;
      } else if (c === '\t') column += 8 - ((column - 1) % 8);
      else column++;
      c = input[++i];
    }
    const msgs = failure(c === undefined ? '' : showString(c));
    if (i === s.index) return { consumed: false, ok: false, error: { line, column, msgs } };
    const state = { index: i, line, column };
    return {
      consumed: true,
      ok: true,
      value: input.slice(s.index, i).join(''),
      state,
      error: { line, column, msgs },
    };
  };
}

export const sysUnExpectMsg = (text: string): Msg => ({ kind: Kind.SysUnExpect, text });
export const expectMsg = (text: string): Msg => ({ kind: Kind.Expect, text });

/** `char c`: labelled with `show [c]`. */
export const char = (c: string): Parser<string> =>
  label(
    satisfy((x) => x === c),
    showString(c),
  );
export const oneOf = (cs: string): Parser<string> => satisfy((x) => cs.includes(x));
export const noneOf = (cs: string): Parser<string> => satisfy((x) => !cs.includes(x));
export const anyChar: Parser<string> = satisfy(() => true);
export const digit: Parser<string> = label(
  satisfy((x) => x >= '0' && x <= '9'),
  'digit',
);
/** Haskell's isAlpha: any Unicode letter. */
export const letter: Parser<string> = label(
  satisfy(
    (x) => (x >= 'a' && x <= 'z') || (x >= 'A' && x <= 'Z') || (x > '\x7f' && /^\p{L}$/u.test(x)),
  ),
  'letter',
);

/** Parsec's `string`: fails at its start position, consuming if its first character matched. */
export function string(str: string): Parser<string> {
  const want = Array.from(str);
  const expect: Msg = { kind: Kind.Expect, text: showString(str) };
  return (input, s) => {
    if (want.length === 0)
      return { consumed: false, ok: true, value: '', state: s, error: unknownError(s) };
    let st = s;
    for (let i = 0; i < want.length; i++) {
      const c = input[s.index + i];
      if (c !== want[i]) {
        const shown = c === undefined ? '' : showString(c);
        const error: ParseError = {
          line: s.line,
          column: s.column,
          msgs: [expect, { kind: Kind.SysUnExpect, text: shown }],
        };
        return { consumed: i > 0, ok: false, error };
      }
      st = nextPos(st, want[i] ?? '');
    }
    return { consumed: true, ok: true, value: str, state: st, error: unknownError(st) };
  };
}

/** `anyToken`: takes a character without moving the position (as Parsec's does). */
const anyToken: Parser<string> = (input, s) => {
  const c = input[s.index];
  if (c === undefined) return { consumed: false, ok: false, error: sysUnexpected(s, '') };
  const state = { index: s.index + 1, line: s.line, column: s.column };
  return { consumed: true, ok: true, value: c, state, error: unknownError(state) };
};

export function pure<T>(value: T): Parser<T> {
  return (_input, s) => ({ consumed: false, ok: true, value, state: s, error: unknownError(s) });
}

/** `mzero` / `guard False`. */
export const zero: Parser<never> = (_input, s) => ({
  consumed: false,
  ok: false,
  error: unknownError(s),
});

export function unexpected(text: string): Parser<never> {
  return (_input, s) => ({
    consumed: false,
    ok: false,
    error: { line: s.line, column: s.column, msgs: [{ kind: Kind.UnExpect, text }] },
  });
}

// ---------------------------------------------------------------------------------------------
// Combinators

/** `p >>= k`, with Parsec's merging of the errors of an empty second step. */
export function bind<A, B>(p: Parser<A>, k: (a: A) => Parser<B>): Parser<B> {
  return (input, s) => {
    const r = p(input, s);
    if (!r.ok) return r;
    const r2 = k(r.value)(input, r.state);
    if (r.error.msgs.length === 0 || r2.consumed) {
      return r.consumed && !r2.consumed ? { ...r2, consumed: true } : r2;
    }
    return { ...r2, consumed: r.consumed, error: mergeError(r.error, r2.error) };
  };
}

/**
 * `do { a <- p1; b <- p2; …; return (a, b, …) }` for parsers that do not depend on earlier
 * values: the same replies as nested binds, without building parsers while parsing.
 */
export function seq<T extends unknown[]>(...ps: { [K in keyof T]: Parser<T[K]> }): Parser<T> {
  return (input, s) => {
    const values: unknown[] = [];
    let consumed = false;
    let error: ParseError = unknownError(s);
    let state = s;
    for (const p of ps as Parser<unknown>[]) {
      const r = p(input, state);
      if (error.msgs.length === 0 || r.consumed) {
        consumed ||= r.consumed;
        if (!r.ok) return { consumed, ok: false, error: r.error };
        error = r.error;
      } else {
        if (!r.ok) return { consumed, ok: false, error: mergeError(error, r.error) };
        error = mergeError(error, r.error);
      }
      values.push(r.value);
      state = r.state;
    }
    return { consumed, ok: true, value: values as T, state, error };
  };
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B): Parser<B> {
  return (input, s) => {
    const r = p(input, s);
    return r.ok ? { ...r, value: f(r.value) } : r;
  };
}

/** `p *> q` */
export const right = <A, B>(p: Parser<A>, q: Parser<B>): Parser<B> => bind(p, () => q);
/** `p <* q` */
export const left = <A, B>(p: Parser<A>, q: Parser<B>): Parser<A> =>
  bind(p, (a) => map(q, () => a));
/** `p $> v` */
export const as = <A, B>(p: Parser<A>, v: B): Parser<B> => map(p, () => v);

/** `p <|> q`: q only when p failed without consuming; errors of empty replies merge. */
export function alt<T>(...ps: Parser<T>[]): Parser<T> {
  return ps.reduceRight((n, m) => (input, s) => {
    const r = m(input, s);
    if (r.ok || r.consumed) return r;
    const r2 = n(input, s);
    if (r2.consumed) return r2;
    return { ...r2, error: mergeError(r.error, r2.error) };
  });
}

export function attempt<T>(p: Parser<T>): Parser<T> {
  return (input, s) => {
    const r = p(input, s);
    return !r.ok && r.consumed ? { ...r, consumed: false } : r;
  };
}

export function lookAhead<T>(p: Parser<T>): Parser<T> {
  return (input, s) => {
    const r = p(input, s);
    if (!r.ok) return r;
    return { consumed: false, ok: true, value: r.value, state: s, error: unknownError(s) };
  };
}

function setExpect(e: ParseError, text: string): ParseError {
  return {
    line: e.line,
    column: e.column,
    msgs: [{ kind: Kind.Expect, text }, ...e.msgs.filter((m) => m.kind !== Kind.Expect)],
  };
}

/** `p <?> msg`: on an empty reply, the expectations become msg. */
export function label<T>(p: Parser<T>, text: string): Parser<T> {
  return (input, s) => {
    const r = p(input, s);
    if (r.consumed) return r;
    if (r.ok) return r.error.msgs.length === 0 ? r : { ...r, error: setExpect(r.error, text) };
    return { ...r, error: setExpect(r.error, text) };
  };
}

export function many<T>(p: Parser<T>): Parser<T[]> {
  return (input, s) => {
    const values: T[] = [];
    let st = s;
    for (;;) {
      const r = p(input, st);
      if (r.ok && r.consumed) {
        values.push(r.value);
        st = r.state;
        continue;
      }
      if (r.ok) throw new Error('many: a parser that accepts an empty input');
      if (r.consumed) return r;
      return { consumed: values.length > 0, ok: true, value: values, state: st, error: r.error };
    }
  };
}

export const many1 = <T>(p: Parser<T>): Parser<T[]> =>
  bind(p, (x) => map(many(p), (xs) => [x, ...xs]));

export const option = <T>(dflt: T, p: Parser<T>): Parser<T> => alt(p, pure(dflt));

export const optionMaybe = <T>(p: Parser<T>): Parser<T | undefined> =>
  option<T | undefined>(undefined, p);

export const sepBy1 = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  bind(p, (x) => map(many(right(sep, p)), (xs) => [x, ...xs]));

export const sepBy = <T, S>(p: Parser<T>, sep: Parser<S>): Parser<T[]> =>
  alt(sepBy1(p, sep), pure<T[]>([]));

export const between = <O, C, T>(open: Parser<O>, close: Parser<C>, p: Parser<T>): Parser<T> =>
  right(open, left(p, close));

/** `notFollowedBy p` (p's value shown with Haskell's show for a character). */
export function notFollowedBy(p: Parser<string>): Parser<undefined> {
  return attempt(
    alt<undefined>(
      bind(attempt(p), (c) => unexpected(showChar(c))),
      pure(undefined),
    ),
  );
}

export const eof: Parser<undefined> = label(notFollowedBy(anyToken), 'end of input');

/** Defers building a parser (for recursive grammars). */
export function lazy<T>(f: () => Parser<T>): Parser<T> {
  let p: Parser<T> | undefined;
  return (input, s) => (p ??= f())(input, s);
}

// ---------------------------------------------------------------------------------------------
// Running, and Parsec's way of showing an error

export type Result<T> = { ok: true; value: T } | { ok: false; position: string; details: string };

export function parse<T>(p: Parser<T>, name: string, text: string): Result<T> {
  const r = p(Array.from(text), { index: 0, line: 1, column: 1 });
  if (r.ok) return { ok: true, value: r.value };
  const where = `(line ${r.error.line}, column ${r.error.column})`;
  return {
    ok: false,
    position: name === '' ? where : `"${name}" ${where}`,
    details: showErrorMessages(r.error.msgs).replace(/\n/g, ' ').trim(),
  };
}

/** Parsec's showErrorMessages "or" "unknown parse error" "expecting" "unexpected" "end of input". */
export function showErrorMessages(unsorted: readonly Msg[]): string {
  if (unsorted.length === 0) return 'unknown parse error';
  // Haskell's sort is stable; messages compare by kind only.
  const msgs = unsorted
    .map((m, i) => ({ m, i }))
    .sort((a, b) => a.m.kind - b.m.kind || a.i - b.i)
    .map((x) => x.m);
  const of = (k: Kind) => msgs.filter((m) => m.kind === k).map((m) => m.text);
  const sysUnExpect = of(Kind.SysUnExpect);
  const unExpect = of(Kind.UnExpect);
  const expect = of(Kind.Expect);
  const messages = of(Kind.Message);
  const clean = (xs: string[]) => [...new Set(xs.filter((x) => x !== ''))];
  const commasOr = (ms: string[]) =>
    ms.length <= 1 ? (ms[0] ?? '') : `${ms.slice(0, -1).join(', ')} or ${ms[ms.length - 1]}`;
  const showMany = (pre: string, xs: string[]) => {
    const ms = clean(xs);
    if (ms.length === 0) return '';
    return pre === '' ? commasOr(ms) : `${pre} ${commasOr(ms)}`;
  };
  let showSys = '';
  if (unExpect.length === 0 && sysUnExpect.length > 0) {
    const first = sysUnExpect[0] ?? '';
    showSys = `unexpected ${first === '' ? 'end of input' : first}`;
  }
  const parts = clean([
    showSys,
    showMany('unexpected', unExpect),
    showMany('expecting', expect),
    showMany('', messages),
  ]);
  return parts.map((p) => `\n${p}`).join('');
}
