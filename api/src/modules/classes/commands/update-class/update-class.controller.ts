import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { classEditMessage, type ClassDto } from '@boxstudio/contracts';
import type { CommandContext } from '../../../../platform/aggregates/command-context.js';
import { Command } from '../../../../platform/http/command-context.decorator.js';
import { reply, type Reply } from '../../../../platform/http/reply.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { CLASS_DTO } from '../../class.schemas.js';
import { ClassCommands } from '../class-commands.js';
import { UpdateClassRequest } from './update-class.request.js';

@ApiTags('classes')
@ApiBearerAuth()
@Controller('classes')
export class UpdateClassController {
  constructor(private readonly classes: ClassCommands) {}

  /** Admins only. The message says what the edit did: 'Clase activada/desactivada/actualizada exitosamente'. */
  @Answers(CLASS_DTO, { summary: 'Update a class', errors: [404] })
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: UpdateClassRequest,
    @Command() context: CommandContext,
  ): Promise<Reply<ClassDto>> {
    const { isActive, ...changes } = body;
    const { dto, recorded } = await this.classes.update(id, changes, isActive, context);
    return reply(dto, classEditMessage(recorded));
  }
}
