import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { planEditMessage, type MembershipPlanDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_DTO } from '../../plan.schemas.js';
import { PlanCommands } from '../plan-commands.js';
import { UpdatePlanRequest } from './update-plan.request.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class UpdatePlanController {
  constructor(private readonly plans: PlanCommands) {}

  /** Admins only. The message says what the edit did: reactivated, deactivated or updated. */
  @Answers(PLAN_DTO, { summary: 'Update a membership plan', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdatePlanRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipPlanDto>> {
    const { isActive, ...changes } = body;
    const { dto, recorded } = await this.plans.update(id, changes, isActive, context);
    return reply(dto, planEditMessage(recorded));
  }
}
