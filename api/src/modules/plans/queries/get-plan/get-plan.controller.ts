import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { planPermissions, type MembershipPlanDto } from '@boxstudio/contracts';
import { CurrentUser, Public } from '../../../../platform/auth/access.decorators.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_DTO } from '../../plan.schemas.js';
import { PlanQueries } from '../plan-queries.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class GetPlanController {
  constructor(private readonly plans: PlanQueries) {}

  /** Public like the list: an inactive plan is not found for anyone but admins. */
  @Answers(PLAN_DTO, { summary: 'Get a membership plan', errors: [404] })
  @Public()
  @Get(':id')
  get(@Param('id') id: string, @CurrentUser() user: AuthUser | null): Promise<MembershipPlanDto> {
    return this.plans.get(id, !planPermissions(user?.role).manage);
  }
}
