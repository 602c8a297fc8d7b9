import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { planPermissions, type MembershipPlanStatsResponse } from '@boxstudio/contracts';
import { AnyRole, CurrentUser } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_STATS } from '../../plan.schemas.js';
import { PlanQueries } from '../plan-queries.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class PlanStatsController {
  constructor(private readonly plans: PlanQueries) {}

  /**
   * Every signed-in user (spec §6: all users can view and see stats); like the detail, an inactive
   * plan is not found for anyone but admins.
   */
  @Answers(PLAN_STATS, { summary: 'Get membership plan statistics', errors: [404] })
  @AnyRole()
  @Get(':id/stats')
  stats(@Param('id') id: string, @CurrentUser() user: AuthUser | null): Promise<MembershipPlanStatsResponse> {
    return this.plans.stats(id, !planPermissions(user?.role).manage);
  }
}
