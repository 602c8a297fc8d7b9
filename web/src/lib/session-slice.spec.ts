import type { UserDto } from '@boxstudio/contracts';
import { loadSession, saveSession } from './session-slice';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'CLIENT' } as UserDto;

describe('the stored session', () => {
  beforeEach(() => localStorage.clear());

  it('comes back whole: token and user', () => {
    localStorage.setItem('boxstudio.token', 'jwt');
    localStorage.setItem('boxstudio.user', JSON.stringify(user));
    expect(loadSession()).toEqual({ token: 'jwt', user });
  });

  it('keeps a token without a stored user, so the login guard loads the profile (spec §2, guard 1)', () => {
    localStorage.setItem('boxstudio.token', 'jwt');
    expect(loadSession()).toEqual({ token: 'jwt', user: null });
  });

  it.each([['{not json'], ['null'], ['"Ana"'], [JSON.stringify({ name: 'Ana' })]])(
    'reads an unreadable user entry (%s) as a missing user',
    (stored) => {
      localStorage.setItem('boxstudio.token', 'jwt');
      localStorage.setItem('boxstudio.user', stored);
      expect(loadSession()).toEqual({ token: 'jwt', user: null });
    },
  );

  it('is no session without a token, whatever user entry is left', () => {
    localStorage.setItem('boxstudio.user', JSON.stringify(user));
    expect(loadSession()).toEqual({ token: null, user: null });
  });

  it('stores what is there and removes what is not', () => {
    saveSession({ token: 'jwt', user });
    expect([
      localStorage.getItem('boxstudio.token'),
      JSON.parse(localStorage.getItem('boxstudio.user') ?? 'null'),
    ]).toEqual(['jwt', user]);
    saveSession({ token: 'jwt', user: null });
    expect([localStorage.getItem('boxstudio.token'), localStorage.getItem('boxstudio.user')]).toEqual(['jwt', null]);
    saveSession({ token: null, user: null });
    expect([localStorage.getItem('boxstudio.token'), localStorage.getItem('boxstudio.user')]).toEqual([null, null]);
  });
});
