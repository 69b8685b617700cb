// Only zod/mini is loaded in this file (vitest isolates each file's modules), as on the web app's
// first load: its issues must still read as full zod's English ones.
import { describe, expect, it } from 'vitest';
import { loginResultSchema } from './auth.schema.ts';
import * as z from './zod-mini.ts';

describe('zod/mini messages', () => {
  it("are full zod's English messages, not a bare 'Invalid input'", () => {
    expect(z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message).toBe(
      'Invalid input: expected number, received string',
    );
    expect(z.string().check(z.maxLength(2)).safeParse('abc').error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=2 characters',
    );
  });

  it('reach a login result that does not match', () => {
    const result = loginResultSchema.safeParse({ accessToken: 'a', refreshToken: 'r' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['authId', 'Invalid input: expected string, received undefined'],
      ['user', 'Invalid input: expected object, received undefined'],
    ]);
  });
});
