import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { planPermissions, type MembershipPlanListResponse } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_LIST } from '../../plan.schemas.js';
import { PlanQueries } from '../plan-queries.js';
import { ListPlansRequest } from './list-plans.request.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class ListPlansController {
  constructor(private readonly plans: PlanQueries) {}

  /** Public: admins see every plan and may filter by `isActive`; everyone else sees active plans. */
  @Answers(PLAN_LIST, { summary: 'List membership plans' })
  @Public()
  @Get()
  list(@Query() query: ListPlansRequest, @CurrentUser() user: AuthUser | null): Promise<MembershipPlanListResponse> {
    const isActive = planPermissions(user?.role).manage ? query.isActive : true;
    return this.plans.list({
      ...(query.search ? { search: query.search } : {}),
      ...(query.branchId ? { branchId: query.branchId } : {}),
      ...(isActive === undefined ? {} : { isActive }),
      sort: query.sort,
      order: query.order,
      page: query.page,
      limit: query.limit,
    });
  }
}
