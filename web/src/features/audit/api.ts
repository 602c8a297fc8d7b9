import type {
  AuditActivityPage,
  AuditActivityQuery,
  AuditedAggregate,
  AuditReplayResponse,
  AuditSearchQuery,
  AuditSearchResponse,
} from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { auditKey, recordTag } from '../../lib/cache-tags';
import { downloadFile } from '../../lib/download';

/** One record's stream. */
export interface AuditRecordKey {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
}

/** What the record's page exports: its events with their metadata (JSON), or its states after each (CSV). */
export type AuditExport = 'events' | 'states';

const recordPath = ({ aggregate, id }: AuditRecordKey) => `/audit/${aggregate}/${encodeURIComponent(id)}`;

/** Only the filters that are set: the API reads an empty one as a filter on ''. */
const activityParams = (query: AuditActivityQuery): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;

/**
 * The audit console's reads (contracts' audit-console.ts): the studio's activity newest first, a page
 * at a time; finding a record; a record's states replayed event by event; and its exports. Admins only.
 */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The activity list: "Cargar más" asks for the page before the last one's `next` position. */
    getAuditActivity: build.infiniteQuery<AuditActivityPage, AuditActivityQuery, number | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/audit/activity',
        params: activityParams({ ...queryArg, ...(pageParam === null ? {} : { before: pageParam }) }),
      }),
    }),
    /** One page of the activity (what one request or reaction caused: `correlationId`). */
    getCorrelatedActivity: build.query<AuditActivityPage, AuditActivityQuery>({
      query: (query) => ({ url: '/audit/activity', params: activityParams(query) }),
    }),
    searchAuditRecords: build.query<AuditSearchResponse, AuditSearchQuery>({
      query: (query) => ({ url: '/audit/search', params: activityParams(query) }),
    }),
    /** Refreshed with the record's history (a command on it invalidates its audit tags). */
    getAuditReplay: build.query<AuditReplayResponse, AuditRecordKey>({
      query: (key) => `${recordPath(key)}/replay`,
      providesTags: (_result, _error, { aggregate, id }) => [recordTag('AuditEvents', auditKey(aggregate, id))],
    }),
    /**
     * A file of the record, saved by the browser; answers the file's name. A mutation although it
     * reads: every click must fetch and save anew.
     */
    downloadAuditExport: build.mutation<string, AuditRecordKey & { readonly file: AuditExport }>({
      queryFn: ({ file, ...key }, _queryApi, _extraOptions, baseQuery) =>
        file === 'events'
          ? downloadFile(
              baseQuery,
              { url: `${recordPath(key)}/events`, params: { format: 'json' } },
              `${key.aggregate}-${key.id}-events.json`,
            )
          : downloadFile(
              baseQuery,
              { url: `${recordPath(key)}/replay`, params: { format: 'csv' } },
              `${key.aggregate}-${key.id}-states.csv`,
            ),
    }),
  }),
});

export const {
  useGetAuditActivityInfiniteQuery,
  useGetCorrelatedActivityQuery,
  useSearchAuditRecordsQuery,
  useGetAuditReplayQuery,
  useDownloadAuditExportMutation,
} = auditApi;
