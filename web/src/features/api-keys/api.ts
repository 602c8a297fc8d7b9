import type {
  ApiKeyDto,
  ApiKeyListResponse,
  ApiKeyStatus,
  CreateApiKeyRequest,
  CreatedApiKeyDto,
} from '@boxstudio/contracts';
import { api, withServerMessage, type CommandAnswer } from '../../lib/api';
import { commandTags, listTag, recordTag } from '../../lib/cache-tags';

/** GET /admin/api-keys: a page of keys, newest first, of one status or all. */
export interface ApiKeyListQuery {
  readonly status?: ApiKeyStatus | undefined;
  readonly page: number;
  readonly limit: number;
}

/**
 * The reporting tools' keys (docs/api-keys.md): the list, the create that answers the key once,
 * and the revocation. Admins only; a key itself is refused on all three.
 */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKeyListResponse, ApiKeyListQuery>({
      query: ({ status, page, limit }) => ({
        url: '/admin/api-keys',
        params: { ...(status ? { status } : {}), page, limit },
      }),
      providesTags: (result) => [
        listTag('ApiKey'),
        ...(result?.apiKeys ?? []).map((key) => recordTag('ApiKey', key.id)),
      ],
    }),
    createApiKey: build.mutation<CommandAnswer<CreatedApiKeyDto>, CreateApiKeyRequest>({
      query: (body) => ({ url: '/admin/api-keys', method: 'POST', body }),
      transformResponse: withServerMessage<CreatedApiKeyDto>,
      invalidatesTags: [listTag('ApiKey')],
    }),
    revokeApiKey: build.mutation<CommandAnswer<ApiKeyDto>, string>({
      query: (id) => ({ url: `/admin/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: withServerMessage<ApiKeyDto>,
      invalidatesTags: (_result, _error, id) => commandTags('ApiKey', 'api-key', id),
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
