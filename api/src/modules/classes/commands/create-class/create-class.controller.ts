import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ClassDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_DTO } from '../../class.schemas.js';
import { ClassCommands } from '../class-commands.js';
import { CreateClassRequest } from './create-class.request.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class CreateClassController {
  constructor(private readonly classes: ClassCommands) {}

  /** Admins only (no role named). Active from the start, with an empty timetable. */
  @Answers(CLASS_DTO, { summary: 'Create a class' })
  @Post()
  async create(@Body() body: CreateClassRequest, @Command() context: CommandContext): Promise<Reply<ClassDto>> {
    return reply(await this.classes.create(body, context), 'CLASS.CREATED');
  }
}
