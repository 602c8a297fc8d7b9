import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditStreamResponse } from '@boxstudio/contracts';
import { jsonFile } from '../../../../platform/http/downloads.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_STREAM } from '../../audit.schemas.js';
import { toAuditEvent } from '../audit-event.js';
import { AuditedStreams } from '../audited-stream.js';
import { ListEventsRequest } from './list-events.request.js';

/** Admins only (the default for routes that name no roles). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class ListEventsController {
  constructor(private readonly streams: AuditedStreams) {}

  /** A record's events in order, with who, when and under which command; `?format=json` downloads them. */
  @Answers(AUDIT_STREAM, { summary: 'List the events of a record', errors: [404], file: 'json' })
  @Get(':aggregate/:id/events')
  async events(
    @Param('aggregate') name: string,
    @Param('id') id: string,
    @Query() query: ListEventsRequest,
  ): Promise<AuditStreamResponse | StreamableFile> {
    const { name: aggregate, events } = await this.streams.read(name, id);
    const answer = { aggregate, id, events: events.map(toAuditEvent) };
    return query.format === 'json' ? jsonFile(`${aggregate}-${id}-events`, answer.events) : answer;
  }
}
