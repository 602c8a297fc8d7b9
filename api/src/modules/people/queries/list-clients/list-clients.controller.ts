import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserListResponse } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';
import { PeopleListRequest } from '../../requests/people.requests.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_LIST } from '../../people.schemas.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ListClientsController {
  constructor(private readonly queries: PeopleQueries) {}

  @Answers(USER_LIST, { summary: 'List clients' })
  @Get()
  list(@Query() query: PeopleListRequest): Promise<UserListResponse> {
    return this.queries.list({
      roles: ['CLIENT'],
      ...(query.search ? { search: query.search } : {}),
      status: query.status ?? 'all',
      page: query.page,
      limit: query.limit,
    });
  }
}
