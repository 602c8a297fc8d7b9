import { Controller, Delete, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClassDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_DTO } from '../../class.schemas.js';
import { ClassCommands } from '../class-commands.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class DeleteClassController {
  constructor(private readonly classes: ClassCommands) {}

  /**
   * Admins only. Permanent for every list and detail (the history stays in the log); answers the
   * class as it was. 409 while it has live upcoming reservations.
   */
  @Answers(CLASS_DTO, { summary: 'Delete a class', errors: [404] })
  @Delete(':id')
  async remove(@Param('id') id: string, @Command() context: CommandContext): Promise<Reply<ClassDto>> {
    return reply(await this.classes.remove(id, context), 'CLASS.DELETED');
  }
}
