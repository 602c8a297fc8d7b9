import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClassDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_DTO } from '../../class.schemas.js';
import { ClassCommands } from '../class-commands.js';
import { parseSchedules } from '../schedule-rules.js';
import { SetClassSchedulesRequest } from './set-class-schedules.request.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class SetClassSchedulesController {
  constructor(private readonly classes: ClassCommands) {}

  /** Admins only: replaces the timetable ("Ver Horarios"). */
  @Answers(CLASS_DTO, { summary: 'Replace the weekly timetable of a class', errors: [404] })
  @Put(':id/schedules')
  async set(
    @Param('id') id: string,
    @Body() body: SetClassSchedulesRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<ClassDto>> {
    return reply(await this.classes.setSchedules(id, parseSchedules(body.schedules), context), 'CLASS.SCHEDULES_SAVED');
  }
}
