import { VerifiedTokens } from './verified-tokens.js';

describe('VerifiedTokens', () => {
  const at = (seconds: number) => seconds * 1000;

  it('answers a kept payload until the second it expires, as jsonwebtoken decides', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t', { sub: 'u', jti: 'j', exp: 100 });
    expect(tokens.get('t', at(99) + 999)).toEqual({ sub: 'u', jti: 'j', exp: 100 });
    expect(tokens.get('t', at(100))).toBeUndefined();
    // Once expired it is forgotten: the next use goes through the full verification again.
    expect(tokens.get('t', at(99))).toBeUndefined();
    expect(tokens.get('other', at(1))).toBeUndefined();
  });

  it('answers nothing before a not-before instant', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('t', { sub: 'u', jti: 'j', nbf: 50, exp: 100 });
    expect(tokens.get('t', at(49))).toBeUndefined();
  });

  it('keeps at most ten thousand tokens, dropping the oldest tenth when full', () => {
    const tokens = new VerifiedTokens();
    for (let i = 0; i < 10_005; i++) tokens.remember(`t${i}`, { sub: 'u', jti: `j${i}`, exp: 100 });
    expect(tokens.size).toBe(9_005);
    expect(tokens.get('t0', at(1))).toBeUndefined();
    expect(tokens.get('t999', at(1))).toBeUndefined();
    expect(tokens.get('t1000', at(1))?.jti).toBe('j1000');
    expect(tokens.get('t10004', at(1))?.jti).toBe('j10004');
  });
});
