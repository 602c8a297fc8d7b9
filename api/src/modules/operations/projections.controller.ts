import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ProjectionInfo } from '@boxstudio/contracts';
import { ProjectionRunner } from '../../platform/projections/projection-runner.js';
import { reply, type Reply } from '../../platform/http/reply.js';

/** Admins only: read models' checkpoints and lag, and rebuilding one from the log. */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('admin/projections')
export class ProjectionsController {
  constructor(private readonly runner: ProjectionRunner) {}

  @Get()
  list(): Promise<ProjectionInfo[]> {
    return this.runner.describe();
  }

  /** Answers 202 at once with the progress; with `?wait=true`, once the rebuild has finished. */
  @ApiQuery({ name: 'wait', required: false, type: Boolean })
  @HttpCode(202)
  @Post(':name/rebuild')
  async rebuild(@Param('name') name: string, @Query('wait') wait?: string): Promise<Reply<ProjectionInfo | undefined>> {
    const { done } = this.runner.startRebuild(name);
    if (wait === 'true') await done;
    const info = (await this.runner.describe()).find((projection) => projection.name === name);
    return reply(info, wait === 'true' ? 'PROJECTION.REBUILD_DONE' : 'PROJECTION.REBUILD_STARTED');
  }
}
