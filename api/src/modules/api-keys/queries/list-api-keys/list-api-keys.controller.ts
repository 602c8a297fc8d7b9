import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ApiKeyListResponse } from '@boxstudio/contracts';
import { NoApiKeys } from '../../../../platform/auth/access.decorators.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { API_KEY_LIST } from '../../api-key.schemas.js';
import { ApiKeyQueries } from '../api-key-queries.js';
import { ListApiKeysRequest } from './list-api-keys.request.js';

@ApiTags('api-keys')
@ApiBearerAuth()
@Controller('admin/api-keys')
export class ListApiKeysController {
  constructor(private readonly keys: ApiKeyQueries) {}

  /** Admins only (no @Roles), signed in as people: a key never lists the keys. Never a key nor its hash. */
  @Answers(API_KEY_LIST, { summary: 'List API keys' })
  @NoApiKeys()
  @Get()
  list(@Query() query: ListApiKeysRequest): Promise<ApiKeyListResponse> {
    return this.keys.list({ status: query.status, page: query.page, limit: query.limit });
  }
}
