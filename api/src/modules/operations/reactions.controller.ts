import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReactionInfo } from '@boxstudio/contracts';
import { ReactionRunner } from '../../platform/reactions/reaction-runner.js';

/** Admins only: how far each reaction has read, and why one is held on an event. */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('admin/reactions')
export class ReactionsController {
  constructor(private readonly runner: ReactionRunner) {}

  @Get()
  list(): ReactionInfo[] {
    return this.runner.describe();
  }
}
