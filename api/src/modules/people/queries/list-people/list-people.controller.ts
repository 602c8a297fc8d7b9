import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Role, UserListResponse } from '@boxstudio/contracts';
import { PeopleQueries } from '../../../accounts/index.js';
import { PeopleListRequest } from '../../requests/people.requests.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { USER_LIST } from '../../people.schemas.js';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ListPeopleController {
  constructor(private readonly queries: PeopleQueries) {}

  /** People of every role, newest first; filters by role (or roles), status and search. */
  @Answers(USER_LIST, { summary: 'List people' })
  @Get()
  list(@Query() query: PeopleListRequest): Promise<UserListResponse> {
    const roles = rolesOf(query);
    return this.queries.list({
      ...(roles ? { roles } : {}),
      ...(query.search ? { search: query.search } : {}),
      status: query.status ?? 'all',
      page: query.page,
      limit: query.limit,
    });
  }
}

/** The roles asked for: `role`, `roles`, or the one role of both; undefined for every role. */
function rolesOf({ role, roles }: PeopleListRequest): readonly Role[] | undefined {
  if (role === undefined) return roles;
  return roles === undefined || roles.includes(role) ? [role] : [];
}
