import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserListResponse } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';
import { PeopleListRequest } from '../../requests/people.requests.js';

@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ListClientsController {
  constructor(private readonly queries: PeopleQueries) {}

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
