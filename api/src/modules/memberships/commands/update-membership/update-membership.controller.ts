import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_DTO } from '../../membership.schemas.js';
import { MembershipCommands } from '../membership-commands.js';
import { UpdateMembershipRequest } from './update-membership.request.js';

@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class UpdateMembershipController {
  constructor(private readonly memberships: MembershipCommands) {}

  /** Admins only. */
  @Answers(MEMBERSHIP_DTO, { summary: 'Update a membership', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateMembershipRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<MembershipDto>> {
    return reply(await this.memberships.update(id, body, context), 'MEMBERSHIP.UPDATED');
  }
}
