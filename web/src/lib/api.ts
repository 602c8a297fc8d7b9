import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiEnvelope } from '@boxstudio/contracts';
import { sessionCleared, type SessionState } from '../features/auth/session-slice';
import type { PreferencesState } from './preferences-slice';
import { navigateTo } from './navigation';

export const API_TIMEOUT_MS = 10_000;

interface ClientState {
  readonly session: SessionState;
  readonly preferences: PreferencesState;
}

/**
 * The error endpoints see: the API's envelope when it answered, otherwise a synthetic one whose
 * `status` says what went wrong on the way ('FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR').
 */
export interface ApiError {
  readonly status: number | string;
  readonly data: ApiEnvelope | undefined;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: API_TIMEOUT_MS,
  // Looked up per call, so tests and old browsers can provide fetch later.
  fetchFn: (input, init) => fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const state = getState() as ClientState;
    if (state.session.token) headers.set('Authorization', `Bearer ${state.session.token}`);
    headers.set('Accept-Language', state.preferences.language);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') return { status: error.status, data: isEnvelope(error.data) ? error.data : undefined };
  return { status: error.status, data: undefined };
}

/** Unwraps `data` from the envelope; a 401 on an authenticated call ends the session. */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, queryApi, extraOptions) => {
  const hadToken = Boolean((queryApi.getState() as ClientState).session.token);
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error) {
    if (result.error.status === 401 && hadToken) {
      queryApi.dispatch(sessionCleared());
      queryApi.dispatch(api.util.resetApiState());
      navigateTo('/login');
    }
    return { error: toApiError(result.error), meta: result.meta };
  }
  const body = result.data;
  if (isEnvelope(body)) {
    if (!body.success) return { error: { status: result.meta?.response?.status ?? 200, data: body }, meta: result.meta };
    return { data: body.data, meta: result.meta };
  }
  return { data: body, meta: result.meta };
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: ['Branch', 'BranchStats', 'BranchHistory', 'Me', 'User', 'Client'],
  endpoints: () => ({}),
});
