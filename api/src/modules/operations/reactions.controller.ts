import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReactionInfo } from '@boxstudio/contracts';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';
import { Answers } from '../../platform/http/openapi/answers.decorator.js';
import { list } from '../../platform/http/openapi/wire-schema.js';
import { REACTION_INFO } from './operations.schemas.js';

/** Admins only: how far each reaction has read, and why one is held on an event. */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('admin/reactions')
export class ReactionsController {
  constructor(private readonly runner: ReactionRunner) {}

  @Answers(list(REACTION_INFO), { summary: 'List the reactions and how far each has read' })
  @Get()
  list(): Promise<ReactionInfo[]> {
    return this.runner.describe();
  }
}
