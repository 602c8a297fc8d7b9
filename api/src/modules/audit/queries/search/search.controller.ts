import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditSearchResponse } from '@boxstudio/contracts';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_SEARCH } from '../../audit.schemas.js';
import { RecordSearch } from './record-search.js';
import { SearchRequest } from './search.request.js';

/** Admins only (the default for routes that name no roles), and read-only keys without a branch. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class SearchController {
  constructor(private readonly search: RecordSearch) {}

  /** At most 20 records: the one whose id `q` is, then those whose name or email (or their person's) contains it. */
  @Answers(AUDIT_SEARCH, { summary: 'Find a record to audit by its id, name or email' })
  @Get('search')
  async find(@Query() query: SearchRequest): Promise<AuditSearchResponse> {
    return { items: await this.search.find(query.q, query.aggregate) };
  }
}
