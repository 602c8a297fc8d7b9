import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { MessageKey, ProjectionCheckResult, ProjectionInfo } from '@boxstudio/contracts';
import type { Response } from 'express';
import { notFound } from '../../platform/domain/domain-error.js';
import { Projections } from '../../platform/projections/projections.js';
import { reply, type Reply } from '../../platform/http/reply.js';
import { Answers } from '../../platform/http/openapi/answers.decorator.js';
import { list } from '../../platform/http/openapi/wire-schema.js';
import { PROJECTION_CHECK_RESULT, PROJECTION_INFO } from './operations.schemas.js';

const checkMessage = (result: ProjectionCheckResult): MessageKey =>
  result.error !== null
    ? 'PROJECTION.CHECK_FAILED'
    : result.consistent
      ? 'PROJECTION.CHECK_CONSISTENT'
      : 'PROJECTION.CHECK_INCONSISTENT';

/** Admins only: read models' checkpoints and lag, rebuilding one from the log, and checking one against it. */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('admin/projections')
export class ProjectionsController {
  constructor(private readonly runner: Projections) {}

  @Answers(list(PROJECTION_INFO), { summary: 'List the read models with their checkpoints and lag' })
  @Get()
  list(): Promise<ProjectionInfo[]> {
    return this.runner.describe();
  }

  /**
   * 202 at once with the progress so far (the rebuild goes on). With `?wait=true` the rebuild is
   * over when the answer leaves, so it is 200 with the finished progress: `finishedAt` is set, and
   * `error` says whether it failed.
   */
  @Answers(PROJECTION_INFO, { summary: 'Rebuild a read model from the log', errors: [404, 409] })
  @ApiQuery({ name: 'wait', required: false, type: Boolean })
  @ApiResponse({ status: HttpStatus.ACCEPTED, description: 'Rebuild started; `rebuild` holds the progress so far' })
  @ApiResponse({ status: HttpStatus.OK, description: 'With wait=true: rebuild finished; `rebuild` holds the result' })
  @HttpCode(HttpStatus.ACCEPTED)
  @Post(':name/rebuild')
  async rebuild(
    @Param('name') name: string,
    @Query('wait') wait: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Reply<ProjectionInfo>> {
    const { done } = await this.runner.rebuild(name);
    const waited = wait === 'true';
    if (waited) {
      await done;
      response.status(HttpStatus.OK);
    }
    const info = (await this.runner.describe()).find((projection) => projection.name === name);
    // rebuild has just found it; the answer is documented as always carrying it.
    if (!info) throw notFound('PROJECTION.NOT_FOUND');
    return reply(info, waited ? 'PROJECTION.REBUILD_DONE' : 'PROJECTION.REBUILD_STARTED');
  }

  /**
   * Folds the log afresh and compares the result with the read model, document by document, at one
   * log position (ProjectionCheck). Answers when it is done; one check or rebuild at a time per read
   * model (409).
   */
  @Answers(PROJECTION_CHECK_RESULT, {
    summary: 'Check a read model against a fresh fold of the log',
    errors: [404, 409],
  })
  @HttpCode(HttpStatus.OK)
  @Post(':name/check')
  async check(@Param('name') name: string): Promise<Reply<ProjectionCheckResult>> {
    const result = await this.runner.startCheck(name);
    return reply(result, checkMessage(result));
  }
}
