import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_DTO } from '../../plan.schemas.js';
import { PlanCommands } from '../plan-commands.js';
import { DuplicatePlanRequest } from './duplicate-plan.request.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class DuplicatePlanController {
  constructor(private readonly plans: PlanCommands) {}

  /** Admins only. 201 with the new plan: the source's fields, in the chosen branch. */
  @Answers(PLAN_DTO, { summary: 'Copy a membership plan into a branch', errors: [404] })
  @Post(':id/duplicate')
  @HttpCode(HttpStatus.CREATED)
  async duplicate(
    @Param('id') id: string,
    @Body() body: DuplicatePlanRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipPlanDto>> {
    return reply(await this.plans.duplicate(id, body.branchId, context), 'PLAN.DUPLICATED');
  }
}
