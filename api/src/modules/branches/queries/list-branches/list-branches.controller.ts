import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { isAdminRole, type BranchListResponse } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { BRANCH_LIST } from '../../branch.schemas.js';
import { BranchQueries } from '../branch-queries.js';
import { ListBranchesRequest } from './list-branches.request.js';

@ApiTags('branches')
@ApiBearerAuth()
@Controller('branches')
export class ListBranchesController {
  constructor(private readonly branches: BranchQueries) {}

  /** Public: anyone sees the active branches; admins also see inactive ones and filter by status. */
  @Answers(BRANCH_LIST, { summary: 'List branches' })
  @Public()
  @Get()
  list(@Query() query: ListBranchesRequest, @CurrentUser() user: AuthUser | null): Promise<BranchListResponse> {
    const status = user !== null && isAdminRole(user.role) ? (query.status ?? 'all') : 'active';
    return this.branches.list({
      ...(query.search ? { search: query.search } : {}),
      status,
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: query.limit,
    });
  }
}
