import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_DTO } from '../../membership.schemas.js';
import { MembershipCommands } from '../membership-commands.js';
import { SellMembershipRequest } from './sell-membership.request.js';

@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class SellMembershipController {
  constructor(private readonly memberships: MembershipCommands) {}

  /** Admins only. The end derives from the plan; the sale records its COMPLETED payment (a reaction). */
  @Answers(MEMBERSHIP_DTO, { summary: 'Sell a membership' })
  @Post()
  async sell(@Body() body: SellMembershipRequest, @Command() context: CommandContext): Promise<Reply<MembershipDto>> {
    const { endDate: _ignored, ...sale } = body;
    return reply(await this.memberships.sell(sale, context), 'MEMBERSHIP.CREATED');
  }
}
