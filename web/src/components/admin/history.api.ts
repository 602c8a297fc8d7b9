import type { AuditedAggregate, AuditStateResponse, AuditStreamResponse, UserDto } from '@boxstudio/contracts';
import { api } from '../../lib/api';

export interface AuditKey {
  readonly aggregate: AuditedAggregate;
  readonly id: string;
}

const auditTag = ({ aggregate, id }: AuditKey) => `${aggregate}-${id}`;

/**
 * The audit log's reads, for any aggregate: its events, and its public state as of an instant.
 * A feature's mutation that records events invalidates `{ type: 'AuditEvents', id: '<aggregate>-<id>' }`
 * (and 'AuditState' alike), see `auditTags`.
 */
export const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<AuditStreamResponse, AuditKey>({
      query: ({ aggregate, id }) => `/audit/${aggregate}/${encodeURIComponent(id)}/events`,
      providesTags: (_result, _error, key) => [{ type: 'AuditEvents', id: auditTag(key) }],
    }),
    getAuditState: build.query<AuditStateResponse, AuditKey & { readonly asOf: string }>({
      query: ({ aggregate, id, asOf }) => ({ url: `/audit/${aggregate}/${encodeURIComponent(id)}`, params: { asOf } }),
      providesTags: (_result, _error, key) => [{ type: 'AuditState', id: auditTag(key) }],
    }),
    /** Who did something in a history; admins may read any person. */
    getAuditActor: build.query<UserDto, string>({
      query: (id) => `/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
  }),
});

/** The tags a command on this aggregate makes stale: its events and every "as of" state. */
export const auditTags = (aggregate: AuditedAggregate, id: string) =>
  [
    { type: 'AuditEvents', id: auditTag({ aggregate, id }) },
    { type: 'AuditState', id: auditTag({ aggregate, id }) },
  ] as const;

export const { useGetAuditEventsQuery, useGetAuditStateQuery, useGetAuditActorQuery } = historyApi;
