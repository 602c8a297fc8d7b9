import { API_KEY_STATUSES, type ApiKeyDto, type ApiKeyListResponse, type CreatedApiKeyDto } from '@boxstudio/contracts';
import { PAGE_FIELDS } from '../../platform/http/openapi/common-schemas.js';
import { model } from '../../platform/http/openapi/named-schemas.js';
import { instant, list, nullable, oneOf, text, type FieldsOf } from '../../platform/http/openapi/wire-schema.js';

/** A key's public fields, for the create's answer that adds the key itself to them. */
const API_KEY_FIELDS: FieldsOf<ApiKeyDto> = {
  id: text(),
  name: text(),
  prefix: text('`bxs_` and the next characters of the key: tells which key a tool holds'),
  branchId: nullable(text('The branch the key may read; null: every branch')),
  expiresAt: instant(),
  lastUsedAt: nullable(instant('The first use on the last studio day it was used; null: never used')),
  revokedAt: nullable(instant()),
  createdBy: nullable(text('The admin who created it')),
  createdAt: instant(),
  status: oneOf(API_KEY_STATUSES),
};

export const API_KEY_DTO = model<ApiKeyDto>(
  'ApiKeyDto',
  API_KEY_FIELDS,
  'A reporting tool’s read-only key: never the key nor its hash',
);

export const CREATED_API_KEY = model<CreatedApiKeyDto>('CreatedApiKeyDto', {
  ...API_KEY_FIELDS,
  key: text('The key, sent in the X-Api-Key header: shown in this answer only'),
});

export const API_KEY_LIST = model<ApiKeyListResponse>('ApiKeyListResponse', {
  ...PAGE_FIELDS,
  apiKeys: list(API_KEY_DTO, 'Newest first'),
});
