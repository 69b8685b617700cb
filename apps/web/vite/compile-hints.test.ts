import { describe, expect, it } from 'vitest';
import { compileHint, withCompileHint } from './compile-hints.ts';

describe('compile hints', () => {
  it("puts V8's hint on a chunk's first line, before Vite's preload helper", () => {
    const chunk = 'const __vite__mapDeps=(i)=>i;\nimport{a as e}from"./common-A1.js";e();';
    const marked = withCompileHint(chunk);
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(marked.slice(compileHint.length + 1)).toBe(chunk);
  });

  it('marks a chunk once', () => {
    const once = withCompileHint('export const a=1;');
    expect(withCompileHint(once)).toBe(once);
  });
});
