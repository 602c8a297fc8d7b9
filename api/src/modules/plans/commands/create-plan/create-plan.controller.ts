import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipPlanDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { PLAN_DTO } from '../../plan.schemas.js';
import { PlanCommands } from '../plan-commands.js';
import { CreatePlanRequest } from './create-plan.request.js';

@ApiTags('membership-plans')
@ApiBearerAuth()
@Controller('membership-plans')
export class CreatePlanController {
  constructor(private readonly plans: PlanCommands) {}

  /** Admins only (no role named). Active from the start. */
  @Answers(PLAN_DTO, { summary: 'Create a membership plan' })
  @Post()
  async create(@Body() body: CreatePlanRequest, @Command() context: CommandContext): Promise<Reply<MembershipPlanDto>> {
    return reply(await this.plans.create(body, context), 'PLAN.CREATED');
  }
}
