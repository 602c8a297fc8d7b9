import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NoApiKeys } from '../../platform/auth/access.decorators.js';
import { EventStream } from '../../platform/http/event-stream.js';
import { Answers } from '../../platform/http/openapi/answers.decorator.js';
import { PROJECTIONS_SNAPSHOT } from './operations.schemas.js';
import { ProjectionsStreams } from './projections-streams.js';

/**
 * Admins only: the projections console follows the read models and reactions live. Read with a
 * streaming fetch and the usual bearer token (EventSource cannot send one). Not for an API key: a
 * reporting tool reads `GET /admin/projections` when it needs to, instead of holding a stream open.
 */
@ApiTags('operations')
@ApiBearerAuth()
@Controller('admin/projections')
export class ProjectionsStreamController {
  constructor(private readonly streams: ProjectionsStreams) {}

  @Answers(PROJECTIONS_SNAPSHOT, {
    summary: 'Follow the read models and reactions live (server-sent events)',
    events: 'snapshot',
  })
  @NoApiKeys()
  @Get('stream')
  stream(@Res() response: Response): void {
    this.streams.follow(new EventStream(response));
  }
}
