import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { decodeJwtPayload, isTokenUnexpired } from './jwt';

describe('jwt', () => {
  it('decodes the payload (base64url, UTF-8)', () => {
    expect(decodeJwtPayload(fakeJwt({ sub: 'u1', name: 'Ānanya' }))).toEqual({
      sub: 'u1',
      name: 'Ānanya',
    });
  });
  it('logs a token that fails to decode and treats it as no data (§8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decodeJwtPayload('garbage')).toBeNull();
    expect(error).toHaveBeenCalled();
  });
  it('is unexpired only while exp is in the future', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(isTokenUnexpired(fakeJwt({ exp: now / 1000 + 60 }), now)).toBe(true);
    expect(isTokenUnexpired(fakeJwt({ exp: now / 1000 - 1 }), now)).toBe(false);
    expect(isTokenUnexpired(fakeJwt({}), now)).toBe(false);
    expect(isTokenUnexpired(null, now)).toBe(false);
  });
});
