import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_DTO } from '../../membership.schemas.js';
import { MembershipCommands } from '../membership-commands.js';
import {
  ChangeMembershipPlanRequest,
  FreezeMembershipRequest,
  RenewMembershipRequest,
} from './membership-actions.requests.js';

/** Renew, change plan, freeze, cancel: admins only (spec §2's row menu). */
@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class MembershipActionsController {
  constructor(private readonly memberships: MembershipCommands) {}

  /** Records the renewal's COMPLETED payment (a reaction). A cancelled membership is a 409. */
  @Answers(MEMBERSHIP_DTO, { summary: 'Renew a membership', errors: [404] })
  @Put(':id/renew')
  async renew(
    @Param('id') id: string,
    @Body() body: RenewMembershipRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipDto>> {
    return reply(await this.memberships.renew(id, body.months ?? 1, body.paymentMethod, context), 'MEMBERSHIP.RENEWED');
  }

  @Answers(MEMBERSHIP_DTO, { summary: 'Move a membership to another plan', errors: [404] })
  @Put(':id/change-plan')
  async changePlan(
    @Param('id') id: string,
    @Body() body: ChangeMembershipPlanRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipDto>> {
    return reply(
      await this.memberships.changePlan(id, body.newPlanId, body.paymentMethod, context),
      'MEMBERSHIP.PLAN_CHANGED',
    );
  }

  @Answers(MEMBERSHIP_DTO, { summary: 'Freeze a membership', errors: [404] })
  @Put(':id/freeze')
  async freeze(
    @Param('id') id: string,
    @Body() body: FreezeMembershipRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipDto>> {
    return reply(await this.memberships.freeze(id, body.freezeUntil, context), 'MEMBERSHIP.FROZEN');
  }

  /** Keeps the record and its history; a second cancel is a 409. */
  @Answers(MEMBERSHIP_DTO, { summary: 'Cancel a membership', errors: [404] })
  @Put(':id/cancel')
  async cancel(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<MembershipDto>> {
    return reply(await this.memberships.cancel(id, context), 'MEMBERSHIP.CANCELLED');
  }
}
