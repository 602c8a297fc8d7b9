import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAdminRole, type AuthResponse, type UserDto } from '@boxstudio/contracts';

export interface SessionState {
  readonly token: string | null;
  readonly user: UserDto | null;
}

const TOKEN_KEY = 'boxstudio.token';
const USER_KEY = 'boxstudio.user';

/** A stored user, if the entry still reads as one. */
function parseUser(stored: string | null): UserDto | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { id, email, role } = value as Partial<Record<keyof UserDto, unknown>>;
    return typeof id === 'string' && typeof email === 'string' && typeof role === 'string' ? (value as UserDto) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the persisted session. A token whose user is missing (or unreadable) is kept without a
 * user: the login guard then loads the profile, and logs out if that fails (spec §2, guard 1).
 * No token means no session, whatever user entry is left.
 */
export function loadSession(): SessionState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return { token: null, user: null };
    return { token, user: parseUser(localStorage.getItem(USER_KEY)) };
  } catch {
    return { token: null, user: null };
  }
}

export function saveSession(session: SessionState): void {
  try {
    if (session.token) localStorage.setItem(TOKEN_KEY, session.token);
    else localStorage.removeItem(TOKEN_KEY);
    if (session.token && session.user) localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Private mode or a full quota: the session still lives in memory.
  }
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<AuthResponse>) => ({
      token: action.payload.token,
      user: action.payload.user,
    }),
    userUpdated: (state, action: PayloadAction<UserDto>) => ({ token: state.token, user: action.payload }),
    sessionCleared: () => ({ token: null, user: null }),
  },
});

export const { sessionStarted, userUpdated, sessionCleared } = sessionSlice.actions;

interface WithSession {
  readonly session: SessionState;
}

export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectUser = (state: WithSession): UserDto | null => state.session.user;
export const selectIsAuthenticated = (state: WithSession): boolean =>
  Boolean(state.session.token && state.session.user);
export const selectIsAdmin = (state: WithSession): boolean =>
  Boolean(state.session.user && isAdminRole(state.session.user.role));
