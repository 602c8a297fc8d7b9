import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { ApiEnvelope } from '@boxstudio/contracts';
import { sessionCleared, type SessionState } from './session-slice';
import { CACHE_TAG_TYPES } from './cache-tags';
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
  if (typeof error.status === 'number')
    return { status: error.status, data: isEnvelope(error.data) ? error.data : undefined };
  return { status: error.status, data: undefined };
}

/** What a call's answer carries besides its data: the request, the response, and the server's message. */
export type ApiMeta = Partial<FetchBaseQueryMeta> & {
  /** The envelope's `message`, already in the request's language (commands say what they did). */
  readonly message?: string;
};

const tokenOf = (queryApi: BaseQueryApi): string | null => (queryApi.getState() as ClientState).session.token;

/**
 * Unwraps `data` from the envelope and keeps its `message` in the meta. A 401 to a call made with
 * the current token ends the session (spec §4): the cache is emptied, so every query on screen
 * (the footer's branches, a public list) asks again without the token, and the app goes to /login.
 * A 401 to an older token (the session already ended, or a new one began) changes nothing.
 */
export const envelopeBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, ApiMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const sentToken = tokenOf(queryApi);
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error) {
    if (result.error.status === 401 && sentToken !== null && tokenOf(queryApi) === sentToken) {
      queryApi.dispatch(sessionCleared());
      queryApi.dispatch(api.util.resetApiState());
      navigateTo('/login');
    }
    return { error: toApiError(result.error), meta: result.meta };
  }
  const body = result.data;
  if (isEnvelope(body)) {
    if (!body.success)
      return { error: { status: result.meta?.response?.status ?? 200, data: body }, meta: result.meta };
    return {
      data: body.data,
      meta: { ...result.meta, ...(typeof body.message === 'string' ? { message: body.message } : {}) },
    };
  }
  return { data: body, meta: result.meta };
};

/** A command's answer: what it returned and the success message the server chose for it. */
export interface CommandAnswer<T> {
  readonly data: T;
  /** The server's message in the request's language; '' when it sent none. */
  readonly message: string;
}

/**
 * `transformResponse` for a mutation whose success message should reach the screen:
 * `transformResponse: withServerMessage<BranchSummary>`.
 */
export function withServerMessage<T>(data: unknown, meta: ApiMeta | undefined): CommandAnswer<T> {
  return { data: data as T, message: meta?.message ?? '' };
}

/** The one API slice; each feature injects its endpoints, tagged with `lib/cache-tags` (never bare strings). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: CACHE_TAG_TYPES,
  endpoints: () => ({}),
});
