import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditEventDto, AuditStreamResponse } from '@boxstudio/contracts';
import type { RecordedEvent } from '../../../../platform/event-log/event-log.port.js';
import { Answers } from '../../../../platform/http/openapi/answers.decorator.js';
import { AUDIT_STREAM } from '../../audit.schemas.js';
import { AuditedStreams } from '../audited-stream.js';

function toAuditEvent(event: RecordedEvent): AuditEventDto {
  const { id, type, revision, position, data, metadata } = event;
  return { id, type, revision, position, recordedAt: event.recordedAt.toISOString(), data, metadata };
}

/** Admins only (the default for routes that name no roles). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('audit')
export class ListEventsController {
  constructor(private readonly streams: AuditedStreams) {}

  /** A record's events in order, with who, when and under which command. */
  @Answers(AUDIT_STREAM, { summary: 'List the events of a record', errors: [404] })
  @Get(':aggregate/:id/events')
  async events(@Param('aggregate') name: string, @Param('id') id: string): Promise<AuditStreamResponse> {
    const { name: aggregate, events } = await this.streams.read(name, id);
    return { aggregate, id, events: events.map(toAuditEvent) };
  }
}
