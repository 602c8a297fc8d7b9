import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ProjectionInfo } from '@boxstudio/contracts';
import type { Response } from 'express';
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

  /**
   * 202 at once with the progress so far (the rebuild goes on). With `?wait=true` the rebuild is
   * over when the answer leaves, so it is 200 with the finished progress: `finishedAt` is set, and
   * `error` says whether it failed.
   */
  @ApiQuery({ name: 'wait', required: false, type: Boolean })
  @ApiResponse({ status: HttpStatus.ACCEPTED, description: 'Rebuild started; `rebuild` holds the progress so far' })
  @ApiResponse({ status: HttpStatus.OK, description: 'With wait=true: rebuild finished; `rebuild` holds the result' })
  @HttpCode(HttpStatus.ACCEPTED)
  @Post(':name/rebuild')
  async rebuild(
    @Param('name') name: string,
    @Query('wait') wait: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<ProjectionInfo | undefined>> {
    const { done } = this.runner.startRebuild(name);
    const waited = wait === 'true';
    if (waited) {
      await done;
      response.status(HttpStatus.OK);
    }
    const info = (await this.runner.describe()).find((projection) => projection.name === name);
    return reply(info, waited ? 'PROJECTION.REBUILD_DONE' : 'PROJECTION.REBUILD_STARTED');
  }
}
