import type { ProjectionCheckResult, ProjectionInfo, ReactionInfo } from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { listTag, recordTag } from '../../lib/cache-tags';

/**
 * A check folds the whole log into a scratch copy before it answers: on a long history that takes
 * far longer than the client's usual 10 s limit.
 */
const CHECK_TIMEOUT_MS = 10 * 60_000;

const projectionPath = (name: string) => `/admin/projections/${encodeURIComponent(name)}`;

/**
 * The read models and reactions as the server runs them (admins only). The console reads them from
 * the server-sent stream (`use-projections-feed.ts`); these lists are its fallback, polled.
 */
export const projectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProjections: build.query<ProjectionInfo[], void>({
      query: () => '/admin/projections',
      providesTags: (result) => [
        listTag('Projection'),
        ...(result ?? []).map((projection) => recordTag('Projection', projection.name)),
      ],
    }),
    listReactions: build.query<ReactionInfo[], void>({
      query: () => '/admin/reactions',
    }),
    /** 202 at once with the progress so far; the rebuild goes on while the old copy keeps serving. */
    rebuildProjection: build.mutation<CommandAnswer<ProjectionInfo>, string>({
      query: (name) => ({ url: `${projectionPath(name)}/rebuild`, method: 'POST' }),
      transformResponse: withServerMessage<ProjectionInfo>,
      invalidatesTags: (_result, _error, name) => [recordTag('Projection', name)],
    }),
    /** Answers once the comparison is over. */
    checkProjection: build.mutation<ProjectionCheckResult, string>({
      query: (name) => ({ url: `${projectionPath(name)}/check`, method: 'POST', timeout: CHECK_TIMEOUT_MS }),
      invalidatesTags: (_result, _error, name) => [recordTag('Projection', name)],
    }),
  }),
});

export const {
  useListProjectionsQuery,
  useListReactionsQuery,
  useRebuildProjectionMutation,
  useCheckProjectionMutation,
} = projectionsApi;
