import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipPlanStatsResponse } from '@boxstudio/contracts';
import { AnyRole } from '../../../../platform/auth/access.decorators.js';
import { PlanQueries } from '../plan-queries.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class PlanStatsController {
  constructor(private readonly plans: PlanQueries) {}

  /** Every signed-in user (spec §6: all users can view and see stats). */
  @AnyRole()
  @Get(':id/stats')
  stats(@Param('id') id: string): Promise<MembershipPlanStatsResponse> {
    return this.plans.stats(id);
  }
}
