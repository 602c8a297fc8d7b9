import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAdminRole, type AuthResponse, type UserDto } from '@boxstudio/contracts';

export interface SessionState {
  readonly token: string | null;
  readonly user: UserDto | null;
}

const TOKEN_KEY = 'boxstudio.token';
const USER_KEY = 'boxstudio.user';

/** Reads the persisted session; a damaged entry counts as no session. */
export function loadSession(): SessionState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    if (!token || !user) return { token: null, user: null };
    return { token, user: JSON.parse(user) as UserDto };
  } catch {
    return { token: null, user: null };
  }
}

export function saveSession(session: SessionState): void {
  try {
    if (session.token && session.user) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(USER_KEY);
    }
  } catch {
    // Private mode or a full quota: the session still lives in memory.
  }
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<AuthResponse>) => ({ token: action.payload.token, user: action.payload.user }),
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
export const selectIsAuthenticated = (state: WithSession): boolean => Boolean(state.session.token && state.session.user);
export const selectIsAdmin = (state: WithSession): boolean => Boolean(state.session.user && isAdminRole(state.session.user.role));
