import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_DTO } from '../../plan.schemas.js';
import { PlanCommands } from '../plan-commands.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class DeactivatePlanController {
  constructor(private readonly plans: PlanCommands) {}

  /** Admins only. Deactivates (spec §4: the delete action deactivates the plan); answers the plan. */
  @Answers(PLAN_DTO, { summary: 'Deactivate a membership plan', errors: [404] })
  @Delete(':id')
  async deactivate(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<MembershipPlanDto>> {
    return reply(await this.plans.deactivate(id, context), 'PLAN.DEACTIVATED');
  }
}
