import type { AuditedAggregate, AuditStateResponse, AuditStreamResponse, UserDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';
import { auditKey, recordTag } from '../../lib/cache-tags';

export interface AuditKey {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
}

/**
 * The audit log's reads, for any aggregate: its events, and its public state as of an instant.
 * A feature's command that records events invalidates `auditTags(aggregate, id)` (lib/cache-tags).
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<AuditStreamResponse, AuditKey>({
      query: ({ aggregate, id }) => `/audit/${aggregate}/${encodeURIComponent(id)}/events`,
      providesTags: (_result, _error, { aggregate, id }) => [recordTag('AuditEvents', auditKey(aggregate, id))],
    }),
    getAuditState: build.query<AuditStateResponse, AuditKey & { readonly asOf: string }>({
      query: ({ aggregate, id, asOf }) => ({ url: `/audit/${aggregate}/${encodeURIComponent(id)}`, params: { asOf } }),
      providesTags: (_result, _error, { aggregate, id }) => [recordTag('AuditState', auditKey(aggregate, id))],
    }),
    /** Who did something in a history; admins may read any person. */
    getAuditActor: build.query<UserDto, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [recordTag('User', id)],
    }),
  }),
});

export const { useGetAuditEventsQuery, useGetAuditStateQuery, useLazyGetAuditStateQuery, useGetAuditActorQuery } =
  historyApi;
