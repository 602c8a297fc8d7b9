import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MembershipDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { MEMBERSHIP_DTO } from '../../membership.schemas.js';
import { MembershipCommands } from '../membership-commands.js';

@ApiTags('memberships')
@ApiBearerAuth()
@Controller('memberships')
export class DeleteMembershipController {
  constructor(private readonly memberships: MembershipCommands) {}

  /** Admins only: gone from every list, still in the log and the audit; answers it as it was. */
  @Answers(MEMBERSHIP_DTO, { summary: 'Delete a membership', errors: [404] })
  @Delete(':id')
  async remove(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<MembershipDto>> {
    return reply(await this.memberships.remove(id, context), 'MEMBERSHIP.DELETED');
  }
}
