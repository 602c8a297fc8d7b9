import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserListResponse } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';
import { PeopleListRequest } from '../../requests/people.requests.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ListPeopleController {
  constructor(private readonly queries: PeopleQueries) {}

  /** People of every role, newest first; filters by role, status and search. */
  @Get()
  list(@Query() query: PeopleListRequest): Promise<UserListResponse> {
    return this.queries.list({
      ...(query.role ? { roles: [query.role] } : {}),
      ...(query.search ? { search: query.search } : {}),
      status: query.status ?? 'all',
      page: query.page,
      limit: query.limit,
    });
  }
}
