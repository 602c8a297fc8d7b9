import { Inject, Injectable } from '@nestjs/common';
import type { ApiKeyDto, ApiKeyListResponse, ApiKeyStatus } from '@boxstudio/contracts';
import { notFound } from '../../../platform/domain/domain-error.js';
import { View } from '../../../platform/projections/view.js';
import { READ_STORE, type Filter, type ReadStore } from '../../../platform/read-store/read-store.port.js';
import { foldForSearch } from '../../../platform/read-store/search-text.js';
import { API_KEYS, toApiKeyDto, type ApiKeyDoc } from '../projections/api-key-docs.js';

export interface ApiKeyListCriteria {
  readonly status?: ApiKeyStatus | undefined;
  readonly page: number;
  readonly limit: number;
}

const NEWEST_FIRST = { createdAt: -1, _id: 1 } as const;

/** Reads the admins' list of keys. Never used to authenticate one (that reads the key's stream). */
@Injectable()
export class ApiKeyQueries {
  private readonly keys: View<ApiKeyDoc>;

  constructor(@Inject(READ_STORE) store: ReadStore) {
    this.keys = new View(store, API_KEYS);
  }

  /** Newest first; revoked and expired keys stay listed, for the record. */
  async list(criteria: ApiKeyListCriteria): Promise<ApiKeyListResponse> {
    const filter: Filter = criteria.status === undefined ? {} : { status: criteria.status };
    const { items, ...info } = await this.keys.readPage(
      filter,
      NEWEST_FIRST,
      criteria.page,
      criteria.limit,
      toApiKeyDto,
    );
    return { apiKeys: items, ...info };
  }

  /**
   * Keys whose name contains the text, case and accents ignored, newest first. The list has no search of
   * its own and a studio keeps a handful of keys, so their names are folded here rather than in the read model.
   */
  async named(text: string, limit: number): Promise<ApiKeyDto[]> {
    const wanted = foldForSearch(text.trim());
    const keys = await this.keys.find({}, NEWEST_FIRST);
    return keys
      .filter((key) => foldForSearch(key.name).includes(wanted))
      .slice(0, limit)
      .map(toApiKeyDto);
  }

  async get(id: string): Promise<ApiKeyDto> {
    const dto = await this.keys.read(id, toApiKeyDto);
    if (!dto) throw notFound('API_KEY.NOT_FOUND');
    return dto;
  }
}
